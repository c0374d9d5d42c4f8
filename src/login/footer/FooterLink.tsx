import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import type { FooterLink as FooterLinkData } from "./footerConfig";
import { FooterLinkDialog, type FooterLinkDialogProps } from "./FooterLinkDialog";

/** Props of {@link FooterLink}. */
export type FooterLinkProps = {
    link: FooterLinkData;
    dialogLabels: FooterLinkDialogProps["labels"];
    newTabLabel: string;
};

const linkClass = cn(linkVariants({ variant: "inverse" }), "inline-flex min-h-6 items-center");

/** One footer link by kind (docs/product.md §2.3): html, image and pdf open a dialog. */
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
