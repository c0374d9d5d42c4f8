import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OtpCodeInput } from "./OtpCodeInput";

function renderInput(digits?: number) {
    render(<OtpCodeInput aria-label="Code" name="otp" digits={digits} />);
    return screen.getByRole("textbox", { name: "Code" });
}

describe("OtpCodeInput", () => {
    it("pastes a code written with spaces or dashes as the bare code", async () => {
        const input = renderInput(6);
        await userEvent.click(input);
        await userEvent.paste("12-34 56");
        expect(input).toHaveValue("123456");
    });

    it("cuts a separated paste to the policy length", async () => {
        const input = renderInput(6);
        await userEvent.click(input);
        await userEvent.paste("123 456 789");
        expect(input).toHaveValue("123456");
    });

    it("leaves a plain pasted code to the browser", async () => {
        const input = renderInput();
        await userEvent.click(input);
        await userEvent.paste("987654");
        expect(input).toHaveValue("987654");
    });

    it("turns spell-check off, as the first view's code field does", () => {
        expect(renderInput()).toHaveAttribute("spellcheck", "false");
    });

    it("keeps digits left to right in a right-to-left page", () => {
        expect(renderInput()).toHaveAttribute("dir", "ltr");
    });
});
