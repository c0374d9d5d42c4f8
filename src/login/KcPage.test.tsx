import { render, screen, waitFor } from "@testing-library/react";
import { uiRuntime } from "../../config/uiRuntime";
import KcPage from "./KcPage";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { keycloakPageIds } from "@/test-support/pageIds";
import { stubPortalFetch } from "@/test-support/portalConfig";
import { customPageIds, type CustomPageId } from "./pageRegistry";

/** Each custom page renders an element Keycloakify's default page does not: this selector finds it. */
const customPageSelectors: Record<CustomPageId, string> = {
    "login.ftl": "#kc-form-login",
    "login-config-totp.ftl": "#kc-totp-settings-form",
    "login-otp.ftl": "#kc-otp-login-form",
    "login-verify-email.ftl": "#kc-verify-email",
    "code.ftl": "#kc-code",
    // The default page's message box has no class.
    "error.ftl": "#kc-error-message[class]",
    "login-recovery-authn-code-config.ftl": "#kc-recovery-codes-warning",
    // The default page's input has tabindex="1".
    "login-recovery-authn-code-input.ftl": "#recoveryCodeInput:not([tabindex])"
};

const KEYLESS_IN_KEYCLOAKIFY = "webauthn-authenticate.ftl";

// Keycloak serves its scripts (authChecker.js, the WebAuthn ones); a unit test has none to load.
vi.mock("../../keycloakify-seam/browser/keycloakScripts", () => ({
    startKeycloakScripts: () => Promise.resolve(),
    importKeycloakScript: () => new Promise(() => {})
}));

describe("KcPage (docs/product.md §2.1 page selection)", () => {
    beforeEach(() => {
        stubPortalFetch("ok");
        vi.spyOn(window, "alert").mockImplementation(() => {});
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
    });

    it.each(keycloakPageIds)("renders %s inside our template", async pageId => {
        // Differs on purpose: React's development build checks keys, and Keycloakify's page lists
        // its hidden inputs without; Preact checks nothing (docs/decisions.md §10).
        const keyWarned = KEYLESS_IN_KEYCLOAKIFY === pageId && uiRuntime() === "react";
        const consoleError = keyWarned ? vi.spyOn(console, "error").mockImplementation(() => {}) : null;
        render(<KcPage kcContext={getKcContextMock({ pageId })} />);
        const main = await screen.findByRole("main", {}, { timeout: 5000 });
        expect(main).toHaveAttribute("data-page-id", pageId);
        expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
        if (consoleError)
            expect(consoleError.mock.calls.flat().join(" ")).toMatch(
                /unique "key"[^]*WebauthnAuthenticate/
            );
    });

    it.each(customPageIds)("renders our own page for %s", async pageId => {
        render(<KcPage kcContext={getKcContextMock({ pageId })} />);
        await screen.findByRole("main", {}, { timeout: 5000 });
        expect(document.querySelector(customPageSelectors[pageId])).not.toBeNull();
    });

    it("renders Keycloakify's default page, with password confirmation, for other ids", async () => {
        const { container } = render(
            <KcPage
                kcContext={getKcContextMock({
                    pageId: "register.ftl",
                    overrides: { passwordRequired: true }
                })}
            />
        );
        expect(await screen.findByRole("main", {}, { timeout: 5000 })).toBeInTheDocument();
        expect(await screen.findByLabelText(/confirm password/i)).toBeInTheDocument();
        expect(container.querySelector("form#kc-register-form")).not.toBeNull();
    });

    it("leaves saml-post-form.ftl's mock unposted, as Keycloakify's page says with an alert", async () => {
        render(<KcPage kcContext={getKcContextMock({ pageId: "saml-post-form.ftl" })} />);
        await screen.findByRole("main", {}, { timeout: 5000 });
        await waitFor(() =>
            expect(window.alert).toHaveBeenCalledWith(
                "In a real Keycloak the user would be redirected immediately"
            )
        );
    });
});
