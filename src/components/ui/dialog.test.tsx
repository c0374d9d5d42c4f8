import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "./button";
import {
    Dialog,
    DialogClose,
    DialogContent,
    DialogDescription,
    DialogFooter,
    DialogHeader,
    DialogTitle,
    DialogTrigger
} from "./dialog";

function renderDialog(closeLabel?: string) {
    render(
        <Dialog>
            <DialogTrigger asChild>
                <Button>Privacy policy</Button>
            </DialogTrigger>
            <DialogContent closeLabel={closeLabel} className="max-w-pdf">
                <DialogHeader>
                    <DialogTitle>Privacy</DialogTitle>
                    <DialogDescription>How we use your data.</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                    <DialogClose asChild>
                        <Button>Done</Button>
                    </DialogClose>
                </DialogFooter>
            </DialogContent>
        </Dialog>
    );
    return screen.getByRole("button", { name: "Privacy policy" });
}

describe("Dialog", () => {
    it("is named by its title and described by its description", async () => {
        await userEvent.click(renderDialog());
        const dialog = screen.getByRole("dialog", { name: "Privacy" });
        expect(dialog).toHaveAccessibleDescription("How we use your data.");
        expect(dialog).toHaveClass("max-w-pdf");
        expect(dialog).not.toHaveClass("max-w-lg");
    });

    it("closes on Escape and returns focus to the trigger", async () => {
        const trigger = renderDialog();
        await userEvent.click(trigger);
        expect(screen.getByRole("dialog")).toBeInTheDocument();
        // Radix listens for Escape from an effect, which Preact runs a frame after the dialog
        // opens; a user meets it with focus already inside.
        await vi.waitFor(() =>
            expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement)
        );
        await userEvent.keyboard("{Escape}");
        expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
        // Radix returns focus a task after the content unmounts.
        await vi.waitFor(() => expect(trigger).toHaveFocus());
    });

    it("closes with the corner close button, named by the caller", async () => {
        const trigger = renderDialog("Schließen");
        await userEvent.click(trigger);
        await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
        expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
        // Radix returns focus a task after the content unmounts.
        await vi.waitFor(() => expect(trigger).toHaveFocus());
    });

    it("names the corner close button Close by default and closes via DialogClose", async () => {
        await userEvent.click(renderDialog());
        expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
        await userEvent.click(screen.getByRole("button", { name: "Done" }));
        expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
});
