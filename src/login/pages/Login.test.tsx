import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSignInPasskeys } from "../../../keycloakify-seam/browser/webauthn/useSignInPasskeys";
import { getKcContextMock } from "@/test-support/KcContextMock";
import Login from "./Login";
import { messagesPerFieldWith, pageStateOverrides } from "@/test-support/pageStates";
import { postedEntries, renderPage } from "@/test-support/renderPage";

// Keycloakify's hook reloads the window when a second Login mounts in the same page (it simulates a
// server-rendered page); tests mount many, so the hook is replaced by a spy.
vi.mock("../../../keycloakify-seam/browser/webauthn/useSignInPasskeys", () => ({
    useSignInPasskeys: vi.fn()
}));

type Overrides = Parameters<typeof getKcContextMock<"login.ftl">>[0]["overrides"];

const passkey = {
    credentialId: "pk-1",
    transports: { iconClass: "", displayNameProperties: [] },
    label: "Key",
    createdAt: ""
};

const loginAction = "https://sso.example.com/realms/portal/login-actions/authenticate?session_code=abc";

function renderLogin(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "login.ftl",
        overrides: { url: { loginAction }, ...overrides }
    });
    const view = renderPage(Login, kcContext);
    const form = view.container.querySelector<HTMLFormElement>("form#kc-form-login");
    return { ...view, form: form! };
}

describe("Login page (login.ftl)", () => {
    it("posts username, password and the hidden credentialId to url.loginAction", async () => {
        const { form } = renderLogin({ auth: { selectedCredential: "cred-7" } });
        await userEvent.type(screen.getByLabelText("Username or email"), "alice");
        await userEvent.type(screen.getByLabelText("Password"), "s3cret");
        expect(form).toHaveAttribute("method", "post");
        expect(form.action).toBe(loginAction);
        expect(postedEntries(form)).toEqual([
            ["username", "alice"],
            ["password", "s3cret"],
            ["credentialId", "cred-7"]
        ]);
    });

    it("posts rememberMe=on when ticked, and not otherwise", async () => {
        const { form } = renderLogin();
        expect(postedEntries(form).map(([name]) => name)).not.toContain("rememberMe");
        await userEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
        expect(postedEntries(form)).toContainEqual(["rememberMe", "on"]);
    });

    it("keeps the username Keycloak sends back and the remember-me choice", () => {
        renderLogin({ login: { username: "bob", rememberMe: "on" } });
        expect(screen.getByLabelText("Username or email")).toHaveValue("bob");
        expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    });

    it.each([
        [false, false, "Username"],
        [true, false, "Username or email"],
        [true, true, "Email"]
    ])(
        "labels the username by the realm (loginWithEmailAllowed=%s, registrationEmailAsUsername=%s): %s",
        (loginWithEmailAllowed, registrationEmailAsUsername, label) => {
            renderLogin({ realm: { loginWithEmailAllowed, registrationEmailAsUsername } });
            expect(screen.getByRole("textbox", { name: label })).toHaveAttribute("name", "username");
        }
    );

    it("leaves out the username and remember me when Keycloak hides the username", () => {
        const { form } = renderLogin({ usernameHidden: true });
        expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
        expect(screen.queryByRole("checkbox", { name: "Remember me" })).not.toBeInTheDocument();
        expect(postedEntries(form).map(([name]) => name)).toEqual(["password", "credentialId"]);
    });

    it("uses the credential autocomplete tokens and never autocomplete=off", () => {
        const { container } = renderLogin({ enableWebAuthnConditionalUI: false });
        expect(screen.getByLabelText("Username or email")).toHaveAttribute("autocomplete", "username");
        expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
        expect(container.querySelector('[autocomplete="off"]')).toBeNull();
    });

    it("reveals and hides the password with a pressed-state toggle button", async () => {
        renderLogin();
        const password = screen.getByLabelText("Password");
        const toggle = screen.getByRole("button", { name: "Show password" });
        expect(toggle).toHaveAttribute("aria-pressed", "false");
        expect(toggle).toHaveAttribute("aria-controls", "password");
        expect(password).toHaveAttribute("type", "password");
        await userEvent.click(toggle);
        expect(toggle).toHaveAttribute("aria-pressed", "true");
        expect(password).toHaveAttribute("type", "text");
        await userEvent.click(toggle);
        expect(password).toHaveAttribute("type", "password");
    });

    it("shows 'Remember me' only when the realm allows it", () => {
        renderLogin({ realm: { rememberMe: false } });
        expect(screen.queryByRole("checkbox", { name: "Remember me" })).not.toBeInTheDocument();
    });

    it("links 'Forgot Password?' to the reset URL only when reset is allowed", () => {
        const { unmount } = renderLogin({ url: { loginAction, loginResetCredentialsUrl: "/reset" } });
        expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/reset");
        unmount();
        renderLogin({ realm: { resetPasswordAllowed: false } });
        expect(screen.queryByRole("link", { name: "Forgot Password?" })).not.toBeInTheDocument();
    });

    it.each([
        ["registration allowed", {}, true],
        ["registration not allowed", { realm: { registrationAllowed: false } }, false],
        ["registration disabled", { registrationDisabled: true }, false],
        ["no password sign-in", { realm: { password: false } }, false]
    ] satisfies [string, Overrides, boolean][])("registration prompt with %s", (_, overrides, shown) => {
        renderLogin({ ...overrides, url: { loginAction, registrationUrl: "/register" } });
        const link = screen.queryByRole("link", { name: "Register" });
        if (shown) {
            expect(link).toHaveAttribute("href", "/register");
            expect(screen.getByRole("complementary", { name: "info" })).toHaveTextContent(
                "New user? Register"
            );
        } else {
            expect(link).not.toBeInTheDocument();
        }
    });

    it("renders identity providers as links named by the provider, going to their login URL", () => {
        renderLogin(pageStateOverrides("login.ftl", ["social"]));
        const section = screen.getByRole("region", { name: "Or sign in with" });
        expect(within(section).getByRole("link", { name: "Google" })).toHaveAttribute(
            "href",
            "/broker/google"
        );
        expect(within(section).getByRole("link", { name: "GitHub" })).toHaveAttribute(
            "href",
            "/broker/github"
        );
    });

    it("shows no provider section without providers", () => {
        renderLogin({ social: { providers: [] } });
        expect(screen.queryByRole("region", { name: "Or sign in with" })).not.toBeInTheDocument();
    });

    it("binds Keycloak's credential error to both fields and hides the page alert", () => {
        const { main } = renderLogin({
            messagesPerField: messagesPerFieldWith({ username: "Invalid username or password." })
        });
        const error = screen.getByText("Invalid username or password.");
        const errorId = error.closest("p")!.id;
        for (const field of [
            screen.getByLabelText("Username or email"),
            screen.getByLabelText("Password")
        ]) {
            expect(field).toHaveAttribute("aria-invalid", "true");
            expect(field).toHaveAttribute("aria-describedby", errorId);
            expect(field).toHaveAccessibleDescription("Invalid username or password.");
        }
        expect(main).toHaveAttribute("data-display-message", "false");
    });

    it("marks no field invalid and keeps the page alert without an error", () => {
        const { main } = renderLogin();
        expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
        expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-describedby");
        expect(main).toHaveAttribute("data-display-message", "true");
    });

    it("shows the error under the password when the username is hidden", () => {
        renderLogin({
            usernameHidden: true,
            messagesPerField: messagesPerFieldWith({ password: "Invalid username or password." })
        });
        expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
            "Invalid username or password."
        );
    });

    it("posts once: the second submit is cancelled and the button shows it is busy", () => {
        const { form } = renderLogin();
        const button = screen.getByRole("button", { name: "Sign In" });
        expect(fireEvent.submit(form)).toBe(true);
        expect(button).toHaveAttribute("aria-disabled", "true");
        expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
        expect(fireEvent.submit(form)).toBe(false);
    });

    it("accepts a new post after the page comes back from the back/forward cache", () => {
        const { form } = renderLogin();
        fireEvent.submit(form);
        fireEvent(window, new PageTransitionEvent("pageshow", { persisted: true }));
        expect(screen.getByRole("button", { name: "Sign In" })).not.toHaveAttribute("aria-disabled");
        expect(fireEvent.submit(form)).toBe(true);
    });

    it("offers passkeys with conditional UI when enableWebAuthnConditionalUI", () => {
        const { container } = renderLogin({
            enableWebAuthnConditionalUI: true,
            authenticators: { authenticators: [passkey] }
        });
        expect(screen.getByLabelText("Username or email")).toHaveAttribute(
            "autocomplete",
            "username webauthn"
        );
        expect(screen.getByRole("button", { name: "Sign in with Passkey" })).toHaveAttribute(
            "id",
            "authenticateWebAuthnButton"
        );
        const webauth = container.querySelector<HTMLFormElement>("form#webauth")!;
        expect(webauth.action).toBe(loginAction);
        expect(postedEntries(webauth).map(([name]) => name)).toEqual([
            "clientDataJSON",
            "authenticatorData",
            "signature",
            "credentialId",
            "userHandle",
            "error"
        ]);
        expect(container.querySelector('form#authn_select input[name="authn_use_chk"]')).toHaveValue(
            "pk-1"
        );
        expect(useSignInPasskeys).toHaveBeenLastCalledWith(
            expect.objectContaining({
                webAuthnButtonId: "authenticateWebAuthnButton",
                kcContext: expect.objectContaining({ enableWebAuthnConditionalUI: true })
            })
        );
    });

    it("has no passkey button or WebAuthn forms without conditional UI", () => {
        const { container } = renderLogin({ enableWebAuthnConditionalUI: false });
        expect(screen.queryByRole("button", { name: "Sign in with Passkey" })).not.toBeInTheDocument();
        expect(container.querySelector("form#webauth")).toBeNull();
    });
});
