import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Input } from "./input";
import { Label } from "./label";

describe("Input", () => {
    it("is labeled by its Label and posts its typed value with the form", async () => {
        render(
            <form data-testid="form">
                <Label htmlFor="username" required>
                    Username
                </Label>
                <Input id="username" name="username" required />
            </form>
        );
        const input = screen.getByRole("textbox", { name: "Username" });
        await userEvent.type(input, "jane");
        const form = screen.getByTestId("form") as HTMLFormElement;
        expect(new FormData(form).get("username")).toBe("jane");
        expect(input).toBeRequired();
    });

    it("draws the danger border when aria-invalid is set", () => {
        render(<Input aria-label="Email" aria-invalid="true" />);
        const input = screen.getByRole("textbox", { name: "Email" });
        expect(input).toBeInvalid();
        expect(input).toHaveClass("aria-invalid:border-danger");
    });

    it("turns spell-check off when given spellCheck={false}", () => {
        render(<Input aria-label="Code" spellCheck={false} />);
        expect(screen.getByRole("textbox", { name: "Code" })).toHaveAttribute("spellcheck", "false");
    });

    it("forwards ref to the native input", () => {
        const ref = createRef<HTMLInputElement>();
        render(<Input ref={ref} aria-label="Code" />);
        expect(ref.current).toBe(screen.getByRole("textbox", { name: "Code" }));
    });

    it("is 44px high with 4px corners (docs/product.md §9)", () => {
        render(<Input aria-label="Name" />);
        expect(screen.getByRole("textbox", { name: "Name" })).toHaveClass("h-11", "rounded");
    });
});

describe("Label", () => {
    it("keeps the required marker out of the field's accessible name", () => {
        render(
            <>
                <Label htmlFor="email" required>
                    Email
                </Label>
                <input id="email" />
            </>
        );
        expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
        expect(screen.getByRole("textbox")).toHaveAccessibleName("Email");
    });

    it("shows no marker when not required", () => {
        render(<Label>Nickname</Label>);
        expect(screen.queryByText("*")).not.toBeInTheDocument();
    });
});
