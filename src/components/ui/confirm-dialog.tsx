import type { ReactNode } from "react";
import { Button } from "./button";
import {
    Dialog,
    DialogContent,
    DialogDescription,
    DialogFooter,
    DialogHeader,
    DialogTitle
} from "./dialog";
import { Spinner } from "./spinner";

/** Props of {@link ConfirmDialog}. All texts come from the caller; the kit has no i18n. */
export type ConfirmDialogProps = {
    open: boolean;
    /** Called with `false` when the user cancels or presses Escape (not while `loading`). */
    onOpenChange: (open: boolean) => void;
    title: ReactNode;
    description?: ReactNode;
    confirmLabel: ReactNode;
    cancelLabel: ReactNode;
    /** Called when the confirm button is pressed; the caller closes the dialog when its work is done. */
    onConfirm: () => void;
    /** While true both buttons are disabled, Escape and the overlay do nothing, and confirm spins. */
    loading?: boolean;
    /**
     * Announced politely while loading (WCAG 4.1.3), e.g. "Saving…"; its live region is present
     * from the start so screen readers notice the change. Omit to announce nothing.
     */
    loadingLabel?: string;
    /** Look of the confirm button: `destructive` for irreversible actions. Default `default`. */
    confirmVariant?: "default" | "destructive";
};

/**
 * A generic confirm dialog (docs/product.md §4): title, optional description, Cancel and Confirm.
 * It is an
 * `alertdialog` (WAI-ARIA APG) with no corner close; Cancel comes first so it receives initial focus,
 * the safe choice. In the loading state both buttons are disabled, the confirm button is `aria-busy`
 * and shows a spinner, and the dialog cannot be dismissed until the caller clears `loading`.
 */
export function ConfirmDialog({
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    cancelLabel,
    onConfirm,
    loading = false,
    loadingLabel,
    confirmVariant = "default"
}: ConfirmDialogProps) {
    const requestOpenChange = (next: boolean) => {
        if (!loading) onOpenChange(next);
    };
    return (
        <Dialog open={open} onOpenChange={requestOpenChange}>
            <DialogContent
                role="alertdialog"
                hideClose
                {...(description === undefined && { "aria-describedby": undefined })}
            >
                <DialogHeader className="pe-0">
                    <DialogTitle>{title}</DialogTitle>
                    {description !== undefined && <DialogDescription>{description}</DialogDescription>}
                </DialogHeader>
                <DialogFooter>
                    <Button
                        variant="outline"
                        disabled={loading}
                        onClick={() => requestOpenChange(false)}
                    >
                        {cancelLabel}
                    </Button>
                    <Button
                        variant={confirmVariant}
                        disabled={loading}
                        aria-busy={loading}
                        onClick={onConfirm}
                    >
                        {loading && <Spinner />}
                        {confirmLabel}
                    </Button>
                </DialogFooter>
                {loadingLabel !== undefined && (
                    <span role="status" className="sr-only">
                        {loading ? loadingLabel : ""}
                    </span>
                )}
            </DialogContent>
        </Dialog>
    );
}
