import type { RefObject } from "react";
import type { DialogFooterLink } from "./footerConfig";
import { Button } from "@/components/ui/button";
import {
    Dialog,
    DialogClose,
    DialogContent,
    DialogFooter,
    DialogHeader,
    DialogTitle
} from "@/components/ui/dialog";
import { PdfDialogBody, type PdfDialogLabels } from "./PdfDialogBody";
import { SafeHtml } from "../components/SafeHtml";

/** `close`: i18n `close`. */
export type FooterDialogLabels = {
    close: string;
    pdf: PdfDialogLabels;
};

/** Props of {@link FooterDialog}. */
export type FooterDialogProps = {
    link: DialogFooterLink;
    labels: FooterDialogLabels;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocusTo: RefObject<HTMLAnchorElement | null>;
};

/** A footer link's dialog (docs/product.md §2.3.5); returns focus, as the link is no Radix trigger. */
export function FooterDialog({ link, labels, open, onOpenChange, returnFocusTo }: FooterDialogProps) {
    const focusLink = (event: Event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
    };
    return (
        <Dialog open={open} onOpenChange={onOpenChange}>
            <DialogContent
                closeLabel={labels.close}
                aria-describedby={undefined}
                onCloseAutoFocus={focusLink}
                className={link.kind === "pdf" ? "max-w-pdf" : undefined}
            >
                <DialogHeader>
                    <DialogTitle>{link.title}</DialogTitle>
                </DialogHeader>
                <DialogBody link={link} pdfLabels={labels.pdf} />
                <DialogFooter>
                    <DialogClose asChild>
                        <Button variant="outline">{labels.close}</Button>
                    </DialogClose>
                </DialogFooter>
            </DialogContent>
        </Dialog>
    );
}

function DialogBody({ link, pdfLabels }: { link: DialogFooterLink; pdfLabels: PdfDialogLabels }) {
    switch (link.kind) {
        case "html":
            return (
                <SafeHtml
                    html={link.html}
                    className="space-y-3 [&_a]:text-link [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
                />
            );
        case "image":
            return (
                <img
                    src={link.src}
                    alt={link.title}
                    width={400}
                    height={400}
                    className="mx-auto aspect-square h-auto w-full max-w-[400px] object-contain"
                />
            );
        case "pdf":
            return <PdfDialogBody src={link.src} title={link.title} labels={pdfLabels} />;
    }
}
