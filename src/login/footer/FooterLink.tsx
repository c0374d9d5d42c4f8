import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import type { FooterLink as FooterLinkData } from "./footerConfig";
import type { FooterDialogLabels } from "./FooterDialog";
import { FooterLinkDialog } from "./FooterLinkDialog";

/** Props of {@link FooterLink}. */
export type FooterLinkProps = {
    link: FooterLinkData;
    /** Texts of the dialogs (Close, the PDF body's states). */
    dialogLabels: FooterDialogLabels;
    /** Spoken after a link that opens a new tab, e.g. "(opens in a new tab)". */
    newTabLabel: string;
};

const linkClass = cn(linkVariants({ variant: "inverse" }), "inline-flex min-h-6 items-center");

/**
 * One footer link by type (docs/product.md §2.3): `html`, `image` and `pdf` open a dialog
 * ({@link FooterLinkDialog}); anything else is a plain link in the configured target (a new tab by
 * default) with `rel="noopener noreferrer"`, so the opened page gets neither `window.opener` nor the
 * sign-in URL as referrer.
 */
export function FooterLink({ link, dialogLabels, newTabLabel }: FooterLinkProps) {
    if (link.kind !== "link")
        return <FooterLinkDialog link={link} labels={dialogLabels} className={linkClass} />;
    const newTab = link.target === "_blank";
    return (
        <a href={link.href} target={link.target} rel="noopener noreferrer" className={linkClass}>
            {link.title}
            {newTab && <span className="sr-only"> {newTabLabel}</span>}
        </a>
    );
}
