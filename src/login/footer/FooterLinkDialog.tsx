import { useRef, useState, type MouseEvent } from "react";
import type { DialogFooterLink } from "./footerConfig";
import { loadOnce } from "@/lib/loadOnce";
import { useLoadOnInteraction } from "../useLoadOnInteraction";
import type { FooterDialogLabels } from "./FooterDialog";

/** Props of {@link FooterLinkDialog}. */
export type FooterLinkDialogProps = {
    link: DialogFooterLink;
    /** Texts of the dialog (Close, the PDF body's states). */
    labels: FooterDialogLabels;
    /** Classes of the link that opens the dialog. */
    className?: string;
};

/** The Radix dialog, requested once on the first interaction; a failed load is retried on the next. */
const loadFooterDialog = loadOnce(() => import("./FooterDialog").then(module => module.FooterDialog));

/**
 * A footer link that opens a dialog (docs/product.md §2.3.5, §4.4; the dialog is `FooterDialog`).
 * The link is a real link to the content (`#` for html), so it still works without script; a click
 * opens the dialog and prevents the navigation. It says it opens a dialog (`aria-haspopup="dialog"`,
 * `aria-expanded`). The dialog's code (Radix) stays out of the first view (docs/decisions.md §12):
 * it loads on the first focus, hover or click of any such link (`useLoadOnInteraction`), and a
 * click made before it arrives opens the dialog once it has.
 */
export function FooterLinkDialog({ link, labels, className }: FooterLinkDialogProps) {
    const [open, setOpen] = useState(false);
    const [Dialog, load] = useLoadOnInteraction(loadFooterDialog, "Footer dialog");
    const linkRef = useRef<HTMLAnchorElement>(null);
    const href = link.kind === "html" ? "#" : link.src;
    const openInstead = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setOpen(true);
        load();
    };
    return (
        <>
            <a
                ref={linkRef}
                href={href}
                className={className}
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={openInstead}
                onFocus={load}
                onPointerEnter={load}
            >
                {link.title}
            </a>
            {Dialog !== undefined && (
                <Dialog
                    link={link}
                    labels={labels}
                    open={open}
                    onOpenChange={setOpen}
                    returnFocusTo={linkRef}
                />
            )}
        </>
    );
}
