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
    /** `false` on Cancel or Escape (not while `loading`). */
    onOpenChange: (open: boolean) => void;
    title: ReactNode;
    description?: ReactNode;
    confirmLabel: ReactNode;
    cancelLabel: ReactNode;
    /** The caller closes the dialog when its work is done. */
    onConfirm: () => void;
    /** While true both buttons are disabled, Escape and the overlay do nothing, and confirm spins. */
    loading?: boolean;
    /** Announced politely while loading (WCAG 4.1.3); its live region exists from the start. */
    loadingLabel?: string;
    /** `destructive` for irreversible actions. */
    confirmVariant?: "default" | "destructive";
};

/**
 * A confirm dialog (docs/product.md §4): an `alertdialog` (WAI-ARIA APG), no corner close, Cancel
 * first so the safe choice gets initial focus; cannot be dismissed while `loading`.
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
