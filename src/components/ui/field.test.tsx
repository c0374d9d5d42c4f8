import { render, screen } from "@testing-library/react";
import { Field } from "./field";
import { Input } from "./input";

describe("Field", () => {
    it("labels its control and marks a required one for assistive technology", () => {
        render(
            <Field id="device" label="Device name" required>
                <Input name="device" />
            </Field>
        );
        const input = screen.getByRole("textbox", { name: /Device name/ });
        expect(input).toHaveAttribute("id", "device");
        expect(input).toBeRequired();
        expect(input).not.toBeInvalid();
        expect(input).not.toHaveAttribute("aria-describedby");
    });

    it("ties the description and the error text to the control and marks it invalid", () => {
        render(
            <Field id="code" label="Code" description="Six digits" error="Invalid code.">
                <Input name="code" />
            </Field>
        );
        const input = screen.getByRole("textbox", { name: "Code" });
        expect(input).toBeInvalid();
        expect(input).toHaveAccessibleDescription("Six digits Invalid code.");
    });

    it("shows no error element for an empty error", () => {
        render(
            <Field id="code" label="Code" error="">
                <Input name="code" />
            </Field>
        );
        expect(screen.getByRole("textbox", { name: "Code" })).not.toBeInvalid();
        expect(screen.queryByText("Invalid code.")).toBeNull();
    });

    it("points at an error shown under another field when told to", () => {
        render(
            <>
                <Field id="user" label="User" invalid describedBy="shared-error">
                    <Input name="user" />
                </Field>
                <Field id="pass" label="Pass" error="Wrong credentials." errorId="shared-error">
                    <Input name="pass" />
                </Field>
            </>
        );
        const user = screen.getByRole("textbox", { name: "User" });
        expect(user).toBeInvalid();
        expect(user).toHaveAccessibleDescription("Wrong credentials.");
        expect(screen.getByRole("textbox", { name: "Pass" })).toHaveAccessibleDescription(
            "Wrong credentials."
        );
    });
});
