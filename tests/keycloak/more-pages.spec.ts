import { admin, ensurePortalClient } from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, REALM, SIGNED_IN_URL } from "../../dev/keycloak/keycloak";
import { createCustomer, expect, expectAccessible, expectSignedIn, submitSignIn, test } from "./fixture";

/**
 * Pages of Keycloak's less common flows, each reached the way a customer reaches it: the OAuth 2.0
 * device authorization grant (login-oauth2-device-verify-user-code.ftl, then login-oauth-grant.ftl)
 * and a client's front-channel logout (frontchannel-logout.ftl). Each test ends with what
 * Keycloak did (a token, a removed credential, an ended session) and puts back what it changed.
 */

const OIDC = `${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect`;

/** The public client of the device tests, with the device authorization grant on. */
const DEVICE_CLIENT = "more-pages-device";

/** What Keycloak's device authorization endpoint answers (RFC 8628 §3.2). */
type DeviceAuthorization = {
    device_code: string;
    user_code: string;
    verification_uri: string;
    interval: number;
};

/** Starts a device authorization for {@link DEVICE_CLIENT}, as the device would. */
async function authorizeDevice(): Promise<DeviceAuthorization> {
    const response = await fetch(`${OIDC}/auth/device`, {
        method: "POST",
        body: new URLSearchParams({ client_id: DEVICE_CLIENT, scope: "openid" })
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as DeviceAuthorization;
}

test.describe("login-oauth2-device-verify-user-code.ftl against the real Keycloak", () => {
    test.beforeAll(async () => {
        await ensurePortalClient(DEVICE_CLIENT, {
            standardFlowEnabled: false,
            attributes: { "oauth2.device.authorization.grant.enabled": "true" }
        });
    });

    test("the device's user code, a sign-in and consent let the device take a token", async ({
        page
    }) => {
        const user = await createCustomer("device");
        const device = await authorizeDevice();

        await page.goto(device.verification_uri);
        const codeField = page.getByRole("textbox");
        await expect(codeField).toBeVisible();
        await expectAccessible(page);
        await codeField.fill(device.user_code);
        await page.getByRole("button", { name: "Submit" }).click();

        await submitSignIn(page, user.username);
        // Keycloak always asks for consent in the device grant.
        await expect(page.getByRole("button", { name: "Yes" })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole("button", { name: "Yes" }).click();
        await expect(page.getByRole("heading", { name: /Device Login Successful/i })).toBeVisible();
        await expectAccessible(page);

        const response = await fetch(`${OIDC}/token`, {
            method: "POST",
            body: new URLSearchParams({
                grant_type: "urn:ietf:params:oauth:grant-type:device_code",
                client_id: DEVICE_CLIENT,
                device_code: device.device_code
            })
        });
        const body = (await response.json()) as { access_token?: string; error?: string };
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect(body.access_token).toBeTruthy();
    });

    test("a wrong user code gets Keycloak's error on the same page", async ({ page }) => {
        const device = await authorizeDevice();
        await page.goto(device.verification_uri);
        await page.getByRole("textbox").fill("WRONG-CODE");
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByText(/Invalid code/i)).toBeVisible();
        await expect(page.locator("main[data-page-id]")).toHaveAttribute(
            "data-page-id",
            "login-oauth2-device-verify-user-code.ftl"
        );
        await expectAccessible(page);
    });
});

const FRONTCHANNEL_CLIENT = "more-pages-frontchannel";

test.describe("frontchannel-logout.ftl against the real Keycloak", () => {
    test.beforeAll(async () => {
        await ensurePortalClient(FRONTCHANNEL_CLIENT, {
            frontchannelLogout: true,
            attributes: { "frontchannel.logout.url": `${SIGNED_IN_URL}?frontchannel=1` }
        });
    });

    test("logging out loads the client's front-channel logout URL and ends the session", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("frontchannel");
        await startSignIn({ client_id: FRONTCHANNEL_CLIENT });
        await submitSignIn(page, user.username);
        await expectSignedIn(page);
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toHaveLength(1);

        const frameRequest = page.waitForRequest(request => request.url().includes("frontchannel=1"));
        await page.goto(`${OIDC}/logout`);
        await page.getByRole("button", { name: "Logout" }).click();
        // The iframe's address carries the session id and issuer (session required is on by default).
        const frame = new URL((await frameRequest).url());
        expect(frame.searchParams.get("sid")).toBeTruthy();
        expect(frame.searchParams.get("iss")).toBe(`${KEYCLOAK_URL}/realms/${REALM}`);
        await expect(page.locator("main[data-page-id]")).toHaveAttribute(
            "data-page-id",
            "frontchannel-logout.ftl"
        );
        await expectAccessible(page);
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toEqual([]);
    });
});
