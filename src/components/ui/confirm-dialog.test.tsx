import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
        <ConfirmDialog
            open
            onOpenChange={onOpenChange}
            onConfirm={onConfirm}
            title="Remove device?"
            description="You will need to set it up again."
            confirmLabel="Remove"
            cancelLabel="Keep"
            {...props}
        />
    );
    return {
        onConfirm,
        onOpenChange,
        confirm: screen.getByRole("button", { name: "Remove" }),
        cancel: screen.getByRole("button", { name: "Keep" })
    };
}

describe("ConfirmDialog", () => {
    it("is an alert dialog named by its title with the caller's labels", () => {
        const { cancel } = renderConfirm();
        expect(screen.getByRole("alertdialog", { name: "Remove device?" })).toHaveAccessibleDescription(
            "You will need to set it up again."
        );
        expect(cancel).toHaveFocus();
    });

    it("calls onConfirm when confirmed and closes on cancel when not loading", async () => {
        const { confirm, cancel, onConfirm, onOpenChange } = renderConfirm();
        expect(confirm).toBeEnabled();
        expect(confirm.querySelector('[data-slot="spinner"]')).toBeNull();
        await userEvent.click(confirm);
        expect(onConfirm).toHaveBeenCalledTimes(1);
        await userEvent.click(cancel);
        expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it("disables both buttons and spins on confirm while loading (docs/product.md §4)", async () => {
        const { confirm, cancel, onConfirm, onOpenChange } = renderConfirm({
            loading: true,
            loadingLabel: "Removing…"
        });
        expect(confirm).toBeDisabled();
        expect(cancel).toBeDisabled();
        expect(confirm).toHaveAttribute("aria-busy", "true");
        expect(confirm.querySelector('[data-slot="spinner"]')).not.toBeNull();
        expect(screen.getByRole("status")).toHaveTextContent("Removing…");
        await userEvent.click(confirm);
        await userEvent.keyboard("{Escape}");
        expect(onConfirm).not.toHaveBeenCalled();
        expect(onOpenChange).not.toHaveBeenCalled();
    });

    it("closes on Escape when not loading", async () => {
        const { onOpenChange } = renderConfirm();
        // Radix listens for Escape from an effect, which Preact runs a frame after the dialog
        // opens; a user meets it with focus already inside.
        await vi.waitFor(() =>
            expect(screen.getByRole("alertdialog")).toContainElement(
                document.activeElement as HTMLElement
            )
        );
        await userEvent.keyboard("{Escape}");
        expect(onOpenChange).toHaveBeenCalledWith(false);
    });
});
