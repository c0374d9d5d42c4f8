import { render, screen } from "@testing-library/react";
import { Alert, AlertDescription, AlertTitle } from "./alert";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import {
    Dialog,
    DialogContent,
    DialogDescription,
    DialogFooter,
    DialogHeader,
    DialogTitle
} from "./dialog";
import { Field } from "./field";
import { Input } from "./input";

/** The slot names of the kit's parts, as shadcn v4 marks them, in document order. */
function slots(container: ParentNode): string[] {
    return [...container.querySelectorAll("[data-slot]")].map(node => node.getAttribute("data-slot")!);
}

describe("data-slot on the kit's parts (shadcn v4 convention)", () => {
    it("marks alerts, buttons, checkboxes and fields", () => {
        const { container } = render(
            <>
                <Alert variant="error">
                    <AlertTitle>Title</AlertTitle>
                    <AlertDescription>Text</AlertDescription>
                </Alert>
                <Button>Go</Button>
                <Checkbox>Remember me</Checkbox>
                <Field id="code" label="Code" description="Six digits" error="Wrong code">
                    <Input />
                </Field>
            </>
        );
        expect(slots(container)).toEqual([
            "alert",
            "alert-title",
            "alert-description",
            "button",
            "checkbox",
            "field",
            "label",
            "input",
            "field-description",
            "field-error"
        ]);
    });

    it("marks the dialog's parts", async () => {
        render(
            <Dialog open>
                <DialogContent>
                    <DialogHeader>
                        <DialogTitle>Privacy</DialogTitle>
                        <DialogDescription>How we use your data</DialogDescription>
                    </DialogHeader>
                    <DialogFooter />
                </DialogContent>
            </Dialog>
        );
        const dialog = await screen.findByRole("dialog");
        expect(dialog).toHaveAttribute("data-slot", "dialog-content");
        expect(slots(dialog)).toEqual([
            "dialog-header",
            "dialog-title",
            "dialog-description",
            "dialog-footer",
            "dialog-close"
        ]);
        expect(document.querySelector("[data-slot=dialog-overlay]")).not.toBeNull();
    });
});
