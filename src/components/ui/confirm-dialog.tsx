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

/** Props of {@link ConfirmDialog}; the caller closes it; `loadingLabel` is announced (WCAG 4.1.3). */
export type ConfirmDialogProps = {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: ReactNode;
    description?: ReactNode;
    confirmLabel: ReactNode;
    cancelLabel: ReactNode;
    onConfirm: () => void;
    loading?: boolean;
    loadingLabel?: string;
    confirmVariant?: "default" | "destructive";
};

/** An `alertdialog` (docs/product.md §4), Cancel first to take the focus; stays open while `loading`. */
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
