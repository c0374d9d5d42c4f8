import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TryAnotherWay } from "./TryAnotherWay";

describe("TryAnotherWay (docs/product.md §2.2, §7)", () => {
    it("posts tryAnotherWay=on to the login action, operable from the keyboard", async () => {
        const submitted: FormData[] = [];
        render(
            <TryAnotherWay
                loginAction="https://kc.example/login-actions/authenticate?x=1"
                label="Try Another Way"
            />
        );
        const control = screen.getByRole("button", { name: "Try Another Way" });
        const form = control.closest("form")!;
        form.addEventListener("submit", event => {
            event.preventDefault();
            submitted.push(new FormData(form));
        });
        expect(form).toHaveAttribute("method", "post");
        expect(form).toHaveAttribute("action", "https://kc.example/login-actions/authenticate?x=1");

        control.focus();
        await userEvent.keyboard("{Enter}");
        expect(submitted).toHaveLength(1);
        expect(Object.fromEntries(submitted[0])).toEqual({ tryAnotherWay: "on" });
    });
});
