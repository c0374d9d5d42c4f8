import { useRef, useState, type MouseEvent } from "react";
import type { DialogFooterLink } from "./footerConfig";
import { loadOnce } from "@/lib/loadOnce";
import { useLoadedCode } from "@/lib/useLoadedCode";
import { LoadFailure } from "../components/LoadFailure";
import type { FooterDialogLabels } from "./FooterDialog";

/** `failed` and `retry`: i18n `loadFailedDialog` and `loadRetry`. */
export type FooterLinkDialogProps = {
    link: DialogFooterLink;
    labels: FooterDialogLabels & { failed: string; retry: string };
    className?: string;
};

const loadFooterDialog = loadOnce(() => import("./FooterDialog").then(module => module.FooterDialog));

/** A link (works without script) opening `FooterDialog` (docs/product.md §2.3.5; decisions.md §23). */
export function FooterLinkDialog({ link, labels, className }: FooterLinkDialogProps) {
    const [open, setOpen] = useState(false);
    const { value: Dialog, failed, preload, request } = useLoadedCode(loadFooterDialog, "Footer dialog");
    const linkRef = useRef<HTMLAnchorElement>(null);
    const href = link.kind === "html" ? "#" : link.src;
    const openInstead = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setOpen(true);
        request();
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
                onFocus={preload}
                onPointerEnter={preload}
            >
                {link.title}
            </a>
            {failed && <LoadFailure labels={labels} onRetry={request} className="mt-2 text-white" />}
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
