import { credentialsOf } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/addresses";
import { createCustomer, expect, expectAccessible, expectSignedIn, submitSignIn, test } from "./fixture";
import { ensureFlowClient } from "./flows";
import {
    recordWebAuthnRequests,
    VirtualAuthenticator,
    withoutConditionalMediation,
    type VirtualCredential
} from "./virtualAuthenticator";

const USERNAME_FIRST_CLIENT = "customer-portal-username-first";
const SECOND_FACTOR_CLIENT = "customer-portal-passkey-2fa";
const PASSKEY_ONLY_CLIENT = "customer-portal-passkey-only";

/**
 * Passkeys end to end in Chromium's virtual authenticator: the demo realm turns them on
 * (`webAuthnPolicyPasswordlessPasskeysEnabled`), a customer registers one, and the later tests
 * sign in with that same passkey, copied into a fresh authenticator of their own page.
 */
test.describe.serial("passkeys against the real Keycloak", () => {
    let username = "";
    // The passkey as the last authenticator left it: its signature counter must keep rising.
    let passkey: VirtualCredential[] = [];

    test("a customer registers a passkey on webauthn-register.ftl and Keycloak stores it under the label given", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("passkey", {
            requiredActions: ["webauthn-register-passwordless"]
        });
        username = user.username;
        const authenticator = await VirtualAuthenticator.attach(page);
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Passkey Registration" })).toBeVisible();
        await expectAccessible(page);
        // Keycloak's script asks for the passkey's label with the browser's prompt.
        page.once("dialog", dialog => void dialog.accept("Work laptop"));
        await page.getByRole("button", { name: "Register" }).click();
        await expectSignedIn(page);

        const stored = await credentialsOf(user.id);
        expect(stored).toContainEqual(
            expect.objectContaining({ type: "webauthn-passwordless", userLabel: "Work laptop" })
        );
        passkey = await authenticator.credentials();
        expect(passkey).toHaveLength(1);
        expect(passkey[0].isResidentCredential).toBe(true);
    });

    test("signed out, the customer signs in with the passkey alone through the username field's autofill (conditional UI)", async ({
        page,
        startSignIn
    }) => {
        const requests = await recordWebAuthnRequests(page);
        const authenticator = await VirtualAuthenticator.attach(page, passkey);
        await startSignIn();
        // The virtual authenticator answers the conditional request at once, as a customer
        // picking the passkey from the username field's suggestions would.
        await expectSignedIn(page);
        expect(requests).toEqual(["conditional"]);
        passkey = await authenticator.credentials();
    });

    test("the sign-in page offers passkeys on the username field and a passkey button that signs in without a password", async ({
        page,
        startSignIn
    }) => {
        await withoutConditionalMediation(page);
        const requests = await recordWebAuthnRequests(page);
        await startSignIn();
        await expect(page.getByLabel("Username or email")).toHaveAttribute(
            "autocomplete",
            "username webauthn"
        );
        const button = page.getByRole("button", { name: "Sign in with Passkey" });
        await expect(button).toBeVisible();
        await expectAccessible(page);
        expect(requests, "no ceremony before the button").toEqual([]);

        const authenticator = await VirtualAuthenticator.attach(page, passkey);
        await button.click();
        await expectSignedIn(page);
        expect(requests).toEqual([undefined]);
        passkey = await authenticator.credentials();
    });

    test("in a username-first flow, login-username.ftl signs the customer in with the passkey and skips the password", async ({
        page
    }) => {
        await ensureFlowClient(USERNAME_FIRST_CLIENT, "passkey username first", [
            { provider: "auth-username-form", requirement: "REQUIRED" },
            { provider: "auth-password-form", requirement: "REQUIRED" }
        ]);
        await withoutConditionalMediation(page);
        const requests = await recordWebAuthnRequests(page);
        await page.goto(authorizationUrl({ client_id: USERNAME_FIRST_CLIENT }));

        await expect(page.getByRole("heading", { name: "Sign In", level: 1 })).toBeVisible();
        await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
        await expect(page.getByLabel("Username or email")).toHaveAttribute(
            "autocomplete",
            "username webauthn"
        );
        await expectAccessible(page);
        const authenticator = await VirtualAuthenticator.attach(page, passkey);
        await page.getByRole("button", { name: "Sign in with Passkey" }).click();
        await expectSignedIn(page);
        expect(requests).toEqual([undefined]);
        passkey = await authenticator.credentials();
    });

    test("as the second factor, webauthn-authenticate.ftl shows a failed ceremony's error, and its retry signs in", async ({
        page
    }) => {
        await ensureFlowClient(SECOND_FACTOR_CLIENT, "passkey second factor", [
            { provider: "auth-username-password-form", requirement: "REQUIRED" },
            { provider: "webauthn-authenticator-passwordless", requirement: "REQUIRED" }
        ]);
        await withoutConditionalMediation(page);
        await page.goto(authorizationUrl({ client_id: SECOND_FACTOR_CLIENT }));
        await submitSignIn(page, username);

        // webauthn-authenticate.ftl: its title, the identified customer and the passkey button.
        await expect(page.getByRole("heading", { name: "Passkey login", level: 1 })).toBeVisible();
        await expect(page.getByText(username, { exact: true })).toBeVisible();
        const passkeyButton = page.getByRole("button", { name: "Sign in with Passkey" });
        await expectAccessible(page);

        // No authenticator holds the passkey: the browser refuses the ceremony, the page posts
        // the error, and Keycloak answers with its error page.
        const empty = await VirtualAuthenticator.attach(page);
        await passkeyButton.click();
        await expect(page.getByRole("heading", { name: "Passkey Error" })).toBeVisible();
        await expect(page.getByText("Failed to authenticate by the Passkey.")).toBeVisible();
        await expectAccessible(page);
        await empty.detach();

        const authenticator = await VirtualAuthenticator.attach(page, passkey);
        await page.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { name: "Passkey login", level: 1 })).toBeVisible();
        await passkeyButton.click();
        await expectSignedIn(page);
        passkey = await authenticator.credentials();
    });

    test("a passkey-only flow's login-passkeys-conditional-authenticate.ftl signs in with the passkey button", async ({
        page
    }) => {
        await ensureFlowClient(PASSKEY_ONLY_CLIENT, "passkey only", [
            { provider: "passkeys-authenticator", requirement: "REQUIRED" }
        ]);
        await withoutConditionalMediation(page);
        const requests = await recordWebAuthnRequests(page);
        await page.goto(authorizationUrl({ client_id: PASSKEY_ONLY_CLIENT }));

        await expect(
            page.locator('main[data-page-id="login-passkeys-conditional-authenticate.ftl"]')
        ).toBeVisible();
        await expectAccessible(page);
        const authenticator = await VirtualAuthenticator.attach(page, passkey);
        await page.getByRole("button", { name: "Sign in with Passkey" }).click();
        await expectSignedIn(page);
        expect(requests).toEqual([undefined]);
        passkey = await authenticator.credentials();
    });
});
