import type { ComponentProps } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";

/** Radix Dialog (WAI-ARIA APG dialog pattern). */
export const Dialog = DialogPrimitive.Root;

/** Opens the dialog; `asChild` makes a kit `Button` the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Outside the page's stacking contexts. */
export const DialogPortal = DialogPrimitive.Portal;

/** Closes the dialog; `asChild` wraps a kit `Button`. */
export const DialogClose = DialogPrimitive.Close;

/** Clicking it closes the dialog. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
    return (
        <DialogPrimitive.Overlay
            data-slot="dialog-overlay"
            className={cn("fixed inset-0 z-50 bg-navy/70", className)}
            {...props}
        />
    );
}

/** Props of {@link DialogContent}; `closeLabel` defaults to "Close" (the kit has no i18n). */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
    closeLabel?: string;
    hideClose?: boolean;
};

/** The panel, max 512px wide, scrolling inside (WCAG 1.4.10), close button 44px (2.5.8); Radix needs a
 * `DialogTitle` and a `DialogDescription` or `aria-describedby={undefined}`. */
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

/** Title and description, clear of the close button. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="dialog-header"
            className={cn("flex flex-col gap-2 pe-10", className)}
            {...props}
        />
    );
}

/** Actions, stacked below 600px. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="dialog-footer"
            className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
            {...props}
        />
    );
}

/** Radix wires it as the accessible name (`aria-labelledby`). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
    return (
        <DialogPrimitive.Title
            data-slot="dialog-title"
            className={cn("text-lg font-semibold", className)}
            {...props}
        />
    );
}

/** Radix wires it as `aria-describedby`. */
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
