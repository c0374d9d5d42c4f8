import type { ComponentProps } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";

/**
 * Root of a modal dialog (Radix Dialog: focus trap, Escape closes, focus returns to the trigger,
 * background hidden from assistive technology — WAI-ARIA APG dialog pattern). Controlled with
 * `open` / `onOpenChange` or uncontrolled with `defaultOpen`.
 */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; use `asChild` to make a kit `Button` the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Renders its children into `document.body`, outside the page's stacking contexts. */
export const DialogPortal = DialogPrimitive.Portal;

/** Closes the dialog when activated; use `asChild` to wrap a kit `Button`. */
export const DialogClose = DialogPrimitive.Close;

/** The dimmed backdrop behind the dialog (navy at 70%); clicking it closes the dialog. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
    return (
        <DialogPrimitive.Overlay
            data-slot="dialog-overlay"
            className={cn("fixed inset-0 z-50 bg-navy/70", className)}
            {...props}
        />
    );
}

/** Props of {@link DialogContent}: Radix content props plus the close button's options. */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
    /** Accessible name of the corner close button (the kit has no i18n); default "Close". */
    closeLabel?: string;
    /** Leave out the corner close button, e.g. when the footer has its own Cancel (alert dialogs). */
    hideClose?: boolean;
};

/**
 * The dialog panel, in a portal above an overlay. 512px wide at most by default — pass a `max-w-*`
 * class to change it (e.g. `max-w-pdf` for the 1000px PDF modal of docs/product.md §9). It never
 * exceeds the viewport and scrolls inside (WCAG 1.4.10). Give it a `DialogTitle` (its accessible
 * name, required by Radix) and a `DialogDescription` or `aria-describedby={undefined}`. The corner
 * close button is 44×44px (WCAG 2.5.8).
 */
export function DialogContent({
    className,
    children,
    closeLabel = "Close",
    hideClose = false,
    ...props
}: DialogContentProps) {
    return (
        <DialogPortal>
            <DialogOverlay />
            <DialogPrimitive.Content
                data-slot="dialog-content"
                className={cn(
                    "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded border border-line bg-surface p-6 text-ink shadow-xl",
                    className
                )}
                {...props}
            >
                {children}
                {!hideClose && (
                    <DialogPrimitive.Close
                        data-slot="dialog-close"
                        className={cn(
                            buttonVariants({ variant: "ghost", size: "icon" }),
                            "absolute end-2 top-2"
                        )}
                    >
                        <X aria-hidden="true" className="size-5" />
                        <span className="sr-only">{closeLabel}</span>
                    </DialogPrimitive.Close>
                )}
            </DialogPrimitive.Content>
        </DialogPortal>
    );
}

/**
 * Stacks the title and description; leaves room at the end edge (right, left in right-to-left
 * languages) for the close button.
 */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="dialog-header"
            className={cn("flex flex-col gap-2 pe-10", className)}
            {...props}
        />
    );
}

/** Holds the actions: stacked full-width on small screens, in a row at the end edge from 600px up. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="dialog-footer"
            className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
            {...props}
        />
    );
}

/** The dialog's heading; Radix wires it as the dialog's accessible name (`aria-labelledby`). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
    return (
        <DialogPrimitive.Title
            data-slot="dialog-title"
            className={cn("text-lg font-semibold", className)}
            {...props}
        />
    );
}

/** The dialog's description; Radix wires it as `aria-describedby`. */
export function DialogDescription({
    className,
    ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
    return (
        <DialogPrimitive.Description
            data-slot="dialog-description"
            className={cn("text-sm text-ink-muted", className)}
            {...props}
        />
    );
}
