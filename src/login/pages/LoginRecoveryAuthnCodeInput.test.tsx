import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { messagesPerFieldWith } from "@/test-support/pageStates";
import { postedEntries, renderPage } from "@/test-support/renderPage";
import LoginRecoveryAuthnCodeInput from "./LoginRecoveryAuthnCodeInput";

type Overrides = Parameters<
    typeof getKcContextMock<"login-recovery-authn-code-input.ftl">
>[0]["overrides"];

const loginAction = "https://sso.example.com/realms/portal/login-actions/authenticate?execution=rc";

function renderInput(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "login-recovery-authn-code-input.ftl",
        overrides: {
            url: { loginAction },
            recoveryAuthnCodesInputBean: { codeNumber: 7 },
            ...overrides
        }
    });
    const view = renderPage(LoginRecoveryAuthnCodeInput, kcContext);
    return {
        ...view,
        form: view.container.querySelector<HTMLFormElement>("form#kc-recovery-code-login-form")!
    };
}

describe("Recovery-code sign-in page (login-recovery-authn-code-input.ftl)", () => {
    it("asks for the code Keycloak names and posts it to url.loginAction", async () => {
        const { form } = renderInput();
        const input = screen.getByLabelText("Recovery code #7");
        await userEvent.type(input, "ABCD-1234-5678");
        expect(form.action).toBe(loginAction);
        expect(postedEntries(form, screen.getByRole("button", { name: "Sign In" }))).toEqual([
            ["recoveryCodeInput", "ABCD-1234-5678"],
            ["login", "Sign In"]
        ]);
    });

    it("shows Keycloak's field error under the field, tied to it, instead of the page alert", () => {
        const { main } = renderInput({
            messagesPerField: messagesPerFieldWith({
                recoveryCodeInput: "Invalid recovery authentication code"
            })
        });
        const input = screen.getByLabelText("Recovery code #7");
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription("Invalid recovery authentication code");
        expect(main).toHaveAttribute("data-display-message", "false");
    });

    it("leaves the page alert on without a field error", () => {
        const { main } = renderInput();
        expect(screen.getByLabelText("Recovery code #7")).not.toHaveAttribute("aria-invalid");
        expect(main).toHaveAttribute("data-display-message", "true");
    });
});
