import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "./checkbox";

function renderInForm(defaultChecked: boolean) {
    render(
        <form data-testid="form">
            <Checkbox name="rememberMe" value="on" defaultChecked={defaultChecked}>
                Remember me
            </Checkbox>
        </form>
    );
    return screen.getByTestId("form") as HTMLFormElement;
}

describe("Checkbox", () => {
    it("posts its value with the form only when checked", async () => {
        const form = renderInForm(false);
        expect(new FormData(form).get("rememberMe")).toBeNull();
        await userEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
        expect(new FormData(form).get("rememberMe")).toBe("on");
    });

    it("toggles when its label text is clicked, making the whole row the target (WCAG 2.5.8)", async () => {
        const form = renderInForm(true);
        expect(new FormData(form).get("rememberMe")).toBe("on");
        await userEvent.click(screen.getByText("Remember me"));
        expect(screen.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
        expect(new FormData(form).get("rememberMe")).toBeNull();
    });

    it("renders a bare 24px box with a forwarded ref when it has no label text", () => {
        const ref = createRef<HTMLInputElement>();
        render(<Checkbox ref={ref} aria-label="Accept" />);
        const box = screen.getByRole("checkbox", { name: "Accept" });
        expect(ref.current).toBe(box);
        expect(box).toHaveClass("size-6");
        expect(box.closest("label")).toBeNull();
    });
});
