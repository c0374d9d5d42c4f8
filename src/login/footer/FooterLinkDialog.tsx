import { useRef, useState, type MouseEvent } from "react";
import type { DialogFooterLink } from "./footerConfig";
import { loadOnce } from "@/lib/loadOnce";
import { useLoadOnInteraction } from "../useLoadOnInteraction";
import type { FooterDialogLabels } from "./FooterDialog";

/** Props of {@link FooterLinkDialog}. */
export type FooterLinkDialogProps = {
    link: DialogFooterLink;
    labels: FooterDialogLabels;
    className?: string;
};

/** A failed load is retried on the next interaction. */
const loadFooterDialog = loadOnce(() => import("./FooterDialog").then(module => module.FooterDialog));

/**
 * A footer link opening `FooterDialog` (docs/product.md §2.3.5, §4.4): a real link, so it works
 * without script. The Radix code loads on first focus, hover or click (docs/decisions.md §12); an
 * early click opens the dialog once loaded.
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
