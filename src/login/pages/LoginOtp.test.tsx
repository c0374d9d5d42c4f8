import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKcContextMock } from "@/test-support/KcContextMock";
import LoginOtp from "./LoginOtp";
import { messagesPerFieldWith, pageStates } from "@/test-support/pageStates";
import { postedEntries, renderPage } from "@/test-support/renderPage";

type Overrides = Parameters<typeof getKcContextMock<"login-otp.ftl">>[0]["overrides"];

const loginAction = "https://sso.example.com/realms/portal/login-actions/authenticate?execution=otp";

/** Two OTP credentials, as Keycloak sends them for a customer with two authenticator apps. */
const twoDevices = pageStates["login-otp.ftl"].devices!.otpLogin;

function renderOtp(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "login-otp.ftl",
        overrides: {
            url: { loginAction },
            ...overrides,
            otpLogin: { ...twoDevices, ...overrides.otpLogin }
        }
    });
    const view = renderPage(LoginOtp, kcContext);
    return { ...view, form: view.container.querySelector<HTMLFormElement>("form#kc-otp-login-form")! };
}

describe("One-time-code page (login-otp.ftl)", () => {
    it("posts the chosen device and the code to url.loginAction", async () => {
        const { form } = renderOtp({ otpLogin: { selectedCredentialId: "id1" } });
        await userEvent.click(screen.getByRole("radio", { name: "label2" }));
        await userEvent.type(screen.getByLabelText("One-time code"), "654321");
        expect(form).toHaveAttribute("method", "post");
        expect(form.action).toBe(loginAction);
        expect(postedEntries(form)).toEqual([
            ["selectedCredentialId", "id2"],
            ["otp", "654321"]
        ]);
    });

    it("limits the code to the realm policy's digits that Keycloak 26 sends in otpLogin.policy", () => {
        renderOtp({ otpLogin: { policy: { digits: 8 } } });
        expect(screen.getByLabelText("One-time code")).toHaveAttribute("maxlength", "8");
    });

    it("offers the devices as a named radio group with Keycloak's selection checked", () => {
        renderOtp({ otpLogin: { selectedCredentialId: "id2" } });
        const group = screen.getByRole("group", { name: "Authenticator device" });
        expect(group.tagName).toBe("FIELDSET");
        expect(screen.getByRole("radio", { name: "label2" })).toBeChecked();
        expect(screen.getByRole("radio", { name: "label1" })).not.toBeChecked();
    });

    it("checks the first device when Keycloak names none, so a device is always posted", () => {
        const { form } = renderOtp({ otpLogin: { selectedCredentialId: undefined } });
        expect(postedEntries(form)).toContainEqual(["selectedCredentialId", "id1"]);
    });

    it("moves the choice with the arrow keys", async () => {
        renderOtp({ otpLogin: { selectedCredentialId: "id1" } });
        screen.getByRole("radio", { name: "label1" }).focus();
        await userEvent.keyboard("{ArrowDown}");
        expect(screen.getByRole("radio", { name: "label2" })).toBeChecked();
    });

    it("shows no device choice with a single OTP credential", () => {
        const { form } = renderOtp({
            otpLogin: { userOtpCredentials: [{ id: "only", userLabel: "Phone" }] }
        });
        expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
        expect(screen.queryByRole("radio")).not.toBeInTheDocument();
        expect(postedEntries(form).map(([name]) => name)).toEqual(["otp"]);
    });

    it("gives the code input one-time-code autofill and a number pad, with no length it cannot know", () => {
        const { container } = renderOtp({ otpLogin: { policy: undefined } });
        const code = screen.getByLabelText("One-time code");
        expect(code).toHaveAttribute("autocomplete", "one-time-code");
        expect(code).toHaveAttribute("inputmode", "numeric");
        expect(code).not.toHaveAttribute("maxlength");
        expect(container.querySelector('[autocomplete="off"]')).toBeNull();
    });

    it("binds Keycloak's code error to the input and hides the page alert", () => {
        const { main } = renderOtp({
            messagesPerField: messagesPerFieldWith({ totp: "Invalid authenticator code." })
        });
        const code = screen.getByLabelText("One-time code");
        expect(code).toHaveAttribute("aria-invalid", "true");
        expect(code).toHaveAccessibleDescription(
            "Enter the code your authenticator app shows now. Invalid authenticator code."
        );
        expect(main).toHaveAttribute("data-display-message", "false");
    });

    it("describes the code input with where the code comes from (WCAG 3.3.2)", () => {
        renderOtp();
        expect(screen.getByLabelText("One-time code")).toHaveAccessibleDescription(
            "Enter the code your authenticator app shows now."
        );
    });

    it("keeps the page alert and a valid input without an error", () => {
        const { main } = renderOtp();
        expect(screen.getByLabelText("One-time code")).not.toHaveAttribute("aria-invalid");
        expect(main).toHaveAttribute("data-display-message", "true");
    });

    it("posts once", () => {
        const { form } = renderOtp();
        expect(fireEvent.submit(form)).toBe(true);
        expect(screen.getByRole("button", { name: "Sign In" })).toHaveAttribute("aria-disabled", "true");
        expect(fireEvent.submit(form)).toBe(false);
    });
});
