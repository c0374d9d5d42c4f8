import type { Locator, Page } from "@playwright/test";
import { Secret } from "otpauth";
import { admin, credentialsOf, findUser, otpCredential } from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, REALM, SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import {
    createCustomer,
    expect,
    expectAccessible,
    expectProblem,
    expectSignedIn,
    PASSWORD,
    signedInCustomer,
    submitSignIn,
    test,
    totpCode
} from "./fixture";
import { enableRequiredAction, withRequiredAction } from "./flows";

/**
 * Pages the theme leaves to Keycloakify's DefaultPage that a signed-in customer (or a stale or
 * wrong address) reaches: logout-confirm.ftl and info.ftl, delete-account-confirm.ftl,
 * delete-credential.ftl, login-page-expired.ftl and error.ftl. Each test starts where a customer
 * starts (the authorization URL, the end-session endpoint) and ends with what Keycloak did.
 */

/** The theme's light-mode danger color (`--danger`, #b3261e): the kit's destructive Button. */
const DANGER = "rgb(179, 38, 30)";
/** The theme's light-mode warning surface (`--warning-surface`, #fff4e0): the kit's warning Alert. */
const WARNING_SURFACE = "rgb(255, 244, 224)";

/** Keycloak's end-session endpoint of the demo realm (OpenID Connect RP-initiated logout). */
const LOGOUT_URL = `${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/logout`;

test.describe("logout-confirm.ftl and info.ftl against the real Keycloak", () => {
    test("the end-session endpoint without id_token_hint asks first, then ends the session", async ({
        page,
        startSignIn
    }) => {
        const user = await signedInCustomer(page, startSignIn, "logout-confirm");
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toHaveLength(1);

        await page.goto(LOGOUT_URL);
        await expect(page.getByRole("heading", { name: "Logging out" })).toBeVisible();
        await expect(page.getByText("Do you want to log out?")).toBeVisible();
        await expectAccessible(page);
        await page.getByRole("button", { name: "Logout" }).click();

        // info.ftl: Keycloak's own words, as title and message.
        await expect(page.getByRole("heading", { name: "You are logged out" })).toBeVisible();
        await expectAccessible(page);
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toEqual([]);
    });
});

test.describe("delete-account-confirm.ftl against the real Keycloak", () => {
    withRequiredAction("delete_account");

    test("kc_action=delete_account asks to confirm, and confirming deletes the customer", async ({
        page,
        startSignIn
    }) => {
        const user = await signedInCustomer(page, startSignIn, "delete-account");
        await grantDeleteAccountRole(user.id);

        await requestAccountDeletion(
            page,
            startSignIn,
            page.getByRole("heading", { name: "Delete account confirmation" })
        );
        await expect(page.getByRole("heading", { name: "Delete account confirmation" })).toBeVisible();
        const warning = page.getByText("This action is irreversible");
        await expect(warning).toBeVisible();
        await expectAccessible(page);
        // Shown as the kit's warning alert, and the deletion as a destructive button.
        // The box around the words (i18n wraps them in a span of their own).
        await expect(warning.locator("xpath=..")).toHaveCSS("background-color", WARNING_SURFACE);
        const confirm = page.getByRole("button", { name: "Confirm deletion" });
        await expect(confirm).toHaveCSS("background-color", DANGER);
        await confirm.click();

        // info.ftl says so, with a link back to the application.
        await expect(page.getByRole("heading", { name: "User deleted successfully" })).toBeVisible();
        await expect(page.getByRole("link", { name: "« Back to Application" })).toBeVisible();
        await expectAccessible(page);
        expect(await findUser(user.username)).toBeUndefined();
    });

    test("Cancel returns to the application with the action cancelled and keeps the customer", async ({
        page,
        startSignIn
    }) => {
        const user = await signedInCustomer(page, startSignIn, "delete-cancel");
        await grantDeleteAccountRole(user.id);

        const heading = page.getByRole("heading", { name: "Delete account confirmation" });
        await requestAccountDeletion(page, startSignIn, heading);
        await expect(heading).toBeVisible();
        await page.getByRole("button", { name: "Cancel" }).click();

        await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
        expect(new URL(page.url()).searchParams.get("kc_action_status")).toBe("cancelled");
        expect(await findUser(user.username)).toBeDefined();
    });

    test("without the account client's delete-account role Keycloak refuses on error.ftl and keeps the customer", async ({
        page,
        startSignIn
    }) => {
        const user = await signedInCustomer(page, startSignIn, "delete-forbidden");
        const refusal = page.getByText(
            "You do not have enough permissions to delete your own account, contact admin."
        );
        await requestAccountDeletion(page, startSignIn, refusal);
        await expect(refusal).toBeVisible();
        await expectAccessible(page);
        expect(await findUser(user.username)).toBeDefined();
    });
});

/** Gives the user the account client's `delete-account` role, which the action requires. */
async function grantDeleteAccountRole(userId: string): Promise<void> {
    const [account] = await admin<{ id: string }[]>("GET", "/clients?clientId=account");
    const role = await admin<object>("GET", `/clients/${account.id}/roles/delete-account`);
    await admin("POST", `/users/${userId}/role-mappings/clients/${account.id}`, [role]);
}

/**
 * Opens the authorization URL with `kc_action=delete_account` for the signed-in customer and waits
 * for `expected`. Keycloak sometimes asks for the password first (the re-authentication of an
 * application-initiated action); then the page is checked and the password given.
 */
async function requestAccountDeletion(
    page: Page,
    startSignIn: (params?: Record<string, string>) => Promise<void>,
    expected: Locator
): Promise<void> {
    await startSignIn({ kc_action: "delete_account" });
    const reauthenticate = page.getByText("Please re-authenticate to continue");
    await expect(expected.or(reauthenticate)).toBeVisible();
    if (await reauthenticate.isVisible()) {
        await expectAccessible(page);
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
    }
}

test.describe("delete-credential.ftl against the real Keycloak", () => {
    test("kc_action=delete_credential asks to confirm, and confirming removes the OTP credential", async ({
        page,
        startSignIn
    }) => {
        const secret = "delete-me-secret-0123";
        const user = await createCustomer("delete-credential", {
            otherCredentials: [otpCredential("Old phone", secret)]
        });
        await startSignIn();
        await submitSignIn(page, user.username);
        await page.getByLabel("One-time code").fill(totpCode(Secret.fromLatin1(secret).base32));
        await page.keyboard.press("Enter");
        await expectSignedIn(page);
        const otp = (await credentialsOf(user.id)).find(credential => credential.type === "otp")!;

        await startSignIn({ kc_action: `delete_credential:${otp.id}` });
        await expect(page.getByRole("heading", { name: "Delete Old phone" })).toBeVisible();
        await expect(page.getByText("Do you want to delete Old phone?")).toBeVisible();
        await expectAccessible(page);
        const confirm = page.getByRole("button", { name: "Confirm deletion" });
        await expect(confirm).toHaveCSS("background-color", DANGER);
        await confirm.click();

        await expectSignedIn(page);
        expect(new URL(page.url()).searchParams.get("kc_action_status")).toBe("success");
        expect((await credentialsOf(user.id)).map(credential => credential.type)).toEqual(["password"]);
    });
});

test.describe("login-page-expired.ftl and error.ftl against the real Keycloak", () => {
    test("opening the sign-in form's address again after signing in shows the expired page, whose link continues", async ({
        page,
        startSignIn
    }) => {
        // A required action keeps the sign-in going after the password, so Keycloak still knows
        // it when the stale address comes back (a bookmark, the history, a second tab).
        const restore = await enableRequiredAction("TERMS_AND_CONDITIONS");
        try {
            const user = await createCustomer("page-expired", {
                requiredActions: ["TERMS_AND_CONDITIONS"]
            });
            await startSignIn();
            const signInForm = await page
                .getByRole("button", { name: "Sign In", exact: true })
                .evaluate(button => (button as HTMLButtonElement).form!.action);
            await submitSignIn(page, user.username);
            await expect(page.getByRole("heading", { name: "Terms and Conditions" })).toBeVisible();

            await page.goto(signInForm);
            await expect(page.getByRole("heading", { name: "Page has expired" })).toBeVisible();
            await expectAccessible(page);
            // "To continue the login process, Click here": back to the step Keycloak is at.
            await page.getByRole("link", { name: "Click here" }).last().click();
            await expect(page.getByRole("heading", { name: "Terms and Conditions" })).toBeVisible();
            await page.getByRole("button", { name: "Accept" }).click();
            await expectSignedIn(page);
            expect((await findUser(user.username))?.requiredActions).toEqual([]);
        } finally {
            await restore();
        }
    });

    test("an authorization URL with a redirect URI the client does not allow shows Keycloak's error", async ({
        page,
        pageProblems,
        startSignIn
    }) => {
        await startSignIn({ redirect_uri: "https://elsewhere.example/callback" });
        await expect(page.getByText("Invalid parameter: redirect_uri")).toBeVisible();
        await expectAccessible(page);
        // Keycloak answers the authorization request itself with 400 and never redirects there.
        expectProblem(pageProblems, /status of 400/);
        expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/realms\//);
    });
});
