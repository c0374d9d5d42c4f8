import { linkFieldErrors } from "./fieldErrorLinks";

function form(html: string): HTMLElement {
    const root = document.createElement("div");
    root.innerHTML = html;
    return root;
}

describe("linkFieldErrors (WCAG 2.2 3.3.1)", () => {
    it("describes a control by its input-error message while the message has text", () => {
        const root = form(
            '<input id="email" aria-invalid="true"><span id="input-error-email">Invalid email address.</span>'
        );
        linkFieldErrors(root);
        expect(root.querySelector("#email")).toHaveAttribute("aria-describedby", "input-error-email");
    });

    it("keeps other descriptions and drops the error id once the message is empty", () => {
        const root = form(
            '<input id="password-confirm" aria-describedby="hint input-error-password-confirm"><span id="hint">Same as above</span><span id="input-error-password-confirm"> </span>'
        );
        linkFieldErrors(root);
        expect(root.querySelector("#password-confirm")).toHaveAttribute("aria-describedby", "hint");
    });

    it("leaves a control without a message undescribed", () => {
        const root = form('<input id="firstName">');
        linkFieldErrors(root);
        expect(root.querySelector("#firstName")).not.toHaveAttribute("aria-describedby");
    });
});
