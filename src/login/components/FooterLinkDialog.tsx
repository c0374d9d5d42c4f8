import { useState, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import {
    Dialog,
    DialogClose,
    DialogContent,
    DialogFooter,
    DialogHeader,
    DialogTitle,
    DialogTrigger
} from "@/components/ui/dialog";
import type { FooterLink } from "@/portal/footerConfig";
import { SafeHtml } from "./SafeHtml";

/** A footer link that opens a modal (SPEC §2.3): `html`, `image` or `pdf`. */
export type DialogFooterLink = Extract<FooterLink, { kind: "html" | "image" | "pdf" }>;

/** Props of {@link FooterLinkDialog}. */
export type FooterLinkDialogProps = {
    link: DialogFooterLink;
    /** Text of the Close buttons (i18n `close`). */
    closeLabel: string;
    /** Classes of the link that opens the dialog. */
    className?: string;
};

/**
 * A footer link that opens a Radix dialog (SPEC §2.3, §4 "Footer modal links"): `html` shows
 * sanitised rich text, `image` the picture at 400×400 (object-fit contain, alt = link title), `pdf`
 * the document in an `<iframe>` in a wide dialog (max 1000px). The trigger is a real link to the
 * content (`#` for html), so it still works as a link without script; a click opens the dialog and
 * prevents the navigation. The dialog is named by its `DialogTitle` (the link title); Escape and the
 * Close buttons close it and focus returns to the link (WAI-ARIA APG dialog pattern).
 */
export function FooterLinkDialog({ link, closeLabel, className }: FooterLinkDialogProps) {
    const [open, setOpen] = useState(false);
    const href = link.kind === "html" ? "#" : link.src;
    // Radix skips its own toggle when the click's default is prevented, so open it here.
    const openInstead = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setOpen(true);
    };
    return (
        <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
                <a href={href} className={className} onClick={openInstead} type={undefined}>
                    {link.title}
                </a>
            </DialogTrigger>
            <DialogContent
                closeLabel={closeLabel}
                aria-describedby={undefined}
                className={link.kind === "pdf" ? "max-w-pdf" : undefined}
            >
                <DialogHeader>
                    <DialogTitle>{link.title}</DialogTitle>
                </DialogHeader>
                <DialogBody link={link} />
                <DialogFooter>
                    <DialogClose asChild>
                        <Button variant="outline">{closeLabel}</Button>
                    </DialogClose>
                </DialogFooter>
            </DialogContent>
        </Dialog>
    );
}

function DialogBody({ link }: { link: DialogFooterLink }) {
    switch (link.kind) {
        case "html":
            return (
                <SafeHtml
                    html={link.html}
                    className="space-y-3 [&_a]:text-link [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
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
            return (
                <iframe
                    src={link.src}
                    title={link.title}
                    className="h-[70dvh] w-full rounded border border-line"
                />
            );
    }
}
