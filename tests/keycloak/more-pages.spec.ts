import {
    admin,
    credentialsOf,
    ensurePortalClient,
    otpCredential,
    updateRealm
} from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, PORTAL_URL, REALM, SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import {
    actionLink,
    createCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    PASSWORD,
    submitSignIn,
    test,
    uniqueName
} from "./fixture";

/**
 * Pages of Keycloak's less common flows, each reached the way a customer reaches it: the OAuth 2.0
 * device authorization grant (login-oauth2-device-verify-user-code.ftl, then login-oauth-grant.ftl)
 * a client's front-channel logout (frontchannel-logout.ftl), "Forgot Password?" with OTP devices
 * (login-reset-otp.ftl), a member of two organizations (select-organization.ftl) and SAML
 * IdP-initiated sign-in (saml-post-form.ftl), and the out-of-band redirect URI (code.ftl). Each test ends with what
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
        // Three pages, each checked by axe twice: 53 s as a cold server's first test, near the 60 s limit.
        test.slow();
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

/** A flow execution as `/authentication/flows/<alias>/executions` lists it. */
type Execution = { id: string; providerId?: string; authenticationConfig?: string };

const RESET_FLOW_EXECUTIONS = `/authentication/flows/${encodeURIComponent("reset credentials")}/executions`;

test.describe("login-reset-otp.ftl against the real Keycloak", () => {
    let configId: string | undefined;
    // Keycloak's "Reset OTP" step has no configuration by default ("Remove none"): it only adds
    // CONFIGURE_TOTP. "Remove one" makes it ask which OTP to remove (login-reset-otp.ftl).
    test.beforeAll(async () => {
        const executions = await admin<Execution[]>("GET", RESET_FLOW_EXECUTIONS);
        const resetOtp = executions.find(execution => execution.providerId === "reset-otp")!;
        await admin("POST", `/authentication/executions/${resetOtp.id}/config`, {
            alias: uniqueName("reset-otp-remove-one"),
            config: { action_on_otp_reset_flag: "Remove one" }
        });
        configId = (await admin<Execution[]>("GET", RESET_FLOW_EXECUTIONS)).find(
            execution => execution.providerId === "reset-otp"
        )!.authenticationConfig;
    });
    test.afterAll(async () => {
        if (configId) await admin("DELETE", `/authentication/config/${configId}`);
    });

    test("forgot password with two OTP devices: the mail's link, then remove one", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("reset-otp", {
            otherCredentials: [
                otpCredential("Phone", "12345678901234567890"),
                otpCredential("Tablet", "09876543210987654321")
            ]
        });
        await startSignIn();
        await page.getByRole("link", { name: "Forgot Password?" }).click();
        await page.getByLabel("Username or email").fill(user.username);
        await page.getByRole("button", { name: "Submit" }).click();
        const [mail] = await mailsTo(user.email!);
        await openMailLink(page, actionLink(mail));
        await expect(page.locator("main[data-page-id]")).toHaveAttribute(
            "data-page-id",
            "login-reset-otp.ftl"
        );
        await expectAccessible(page);
        // Each OTP is a radio of the 24 px target size (WCAG 2.2 2.5.8) named by its label.
        const tablet = page.getByRole("radio", { name: "Tablet" });
        const box = await tablet.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
        await tablet.check();
        await page.getByRole("button", { name: "Submit" }).click();
        // Removing one OTP leaves Keycloak's CONFIGURE_TOTP required action.
        await expect(page.locator("main[data-page-id]")).toHaveAttribute(
            "data-page-id",
            "login-config-totp.ftl"
        );
        const otps = (await credentialsOf(user.id)).filter(c => c.type === "otp");
        expect(otps.map(c => c.userLabel)).toEqual(["Phone"]);
    });
});

const ORGANIZATION_CLIENT = "more-pages-organization";

test.describe("select-organization.ftl against the real Keycloak", () => {
    test("a member of two organizations picks one when the client asks for the organization scope", async ({
        page,
        startSignIn
    }) => {
        await updateRealm({ organizationsEnabled: true });
        const created: string[] = [];
        try {
            await ensurePortalClient(ORGANIZATION_CLIENT, { optionalClientScopes: ["organization"] });
            const user = await createCustomer("organization");
            for (const name of ["North Grid", "South Grid"]) {
                const alias = uniqueName(name.split(" ")[0].toLowerCase());
                await admin("POST", "/organizations", {
                    name: `${name} ${alias}`,
                    alias,
                    domains: [{ name: `${alias}.test` }]
                });
                const [organization] = await admin<{ id: string }[]>(
                    "GET",
                    `/organizations?search=${encodeURIComponent(alias)}`
                );
                created.push(organization.id);
                await admin("POST", `/organizations/${organization.id}/members`, user.id);
            }
            await startSignIn({ client_id: ORGANIZATION_CLIENT, scope: "openid organization" });
            // Organizations on: the browser flow asks for the username first.
            await page.getByLabel("Username or email").fill(user.username);
            await page.getByRole("button", { name: "Sign In", exact: true }).click();
            // Keycloak asks which organization before the password (the organization's
            // identity-first step), listing each as a button.
            await expect(page.locator("main[data-page-id]")).toHaveAttribute(
                "data-page-id",
                "select-organization.ftl"
            );
            await expectAccessible(page);
            // Keycloak gives the page no title: ours says which step this is.
            await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
            const south = page.getByRole("button", { name: /^South Grid/ });
            // A kit button: 44 px high, not bare text.
            expect((await south.boundingBox())?.height).toBeGreaterThanOrEqual(44);
            await south.click();
            await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
            await page.getByRole("button", { name: "Sign In", exact: true }).click();
            await expectSignedIn(page);
        } finally {
            for (const id of created) await admin("DELETE", `/organizations/${id}`);
            await updateRealm({ organizationsEnabled: false });
        }
    });
});

const SAML_CLIENT = "more-pages-saml";
const SAML_SSO_NAME = "more-pages-saml";

test.describe("saml-post-form.ftl against the real Keycloak", () => {
    test.beforeAll(async () => {
        const found = await admin<unknown[]>("GET", `/clients?clientId=${SAML_CLIENT}`);
        if (found.length > 0) return;
        await admin("POST", "/clients", {
            clientId: SAML_CLIENT,
            protocol: "saml",
            redirectUris: [`${PORTAL_URL}/*`],
            attributes: {
                saml_idp_initiated_sso_url_name: SAML_SSO_NAME,
                saml_assertion_consumer_url_post: `${SIGNED_IN_URL}?saml=1`,
                "saml.client.signature": "false",
                "saml.force.post.binding": "true"
            }
        });
    });

    test("IdP-initiated SSO signs in and posts the SAML response to the portal", async ({ page }) => {
        const user = await createCustomer("saml");
        // Holds the page's automatic submission until axe has checked it.
        await page.addInitScript(() => {
            const submit = HTMLFormElement.prototype.requestSubmit;
            HTMLFormElement.prototype.requestSubmit = function (this: HTMLFormElement) {
                if (this.name !== "saml-post-binding") return submit.call(this);
                (window as unknown as { heldSubmit: () => void }).heldSubmit = () => submit.call(this);
            };
        });
        await page.goto(`${KEYCLOAK_URL}/realms/${REALM}/protocol/saml/clients/${SAML_SSO_NAME}`);
        await submitSignIn(page, user.username);
        await expect(page.locator("main[data-page-id]")).toHaveAttribute(
            "data-page-id",
            "saml-post-form.ftl"
        );
        await expectAccessible(page);
        const post = page.waitForRequest(request => request.url() === `${SIGNED_IN_URL}?saml=1`);
        await page.evaluate(() => (window as unknown as { heldSubmit: () => void }).heldSubmit());
        const request = await post;
        expect(request.method()).toBe("POST");
        expect(new URLSearchParams(request.postData() ?? "").get("SAMLResponse")).toBeTruthy();
        await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
    });
});

/** The redirect URI of installed applications that cannot take a redirect (OAuth 2.0 out of band). */
const OUT_OF_BAND = "urn:ietf:wg:oauth:2.0:oob";
const OUT_OF_BAND_CLIENT = "more-pages-oob";

test.describe("code.ftl against the real Keycloak", () => {
    test.beforeAll(async () => {
        await ensurePortalClient(OUT_OF_BAND_CLIENT, { redirectUris: [OUT_OF_BAND] });
    });

    test("the out-of-band redirect URI shows the code, which the application exchanges", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("oob");
        await startSignIn({ client_id: OUT_OF_BAND_CLIENT, redirect_uri: OUT_OF_BAND });
        await submitSignIn(page, user.username);
        await expect(page.locator("main[data-page-id]")).toHaveAttribute("data-page-id", "code.ftl");
        await expectAccessible(page);
        const code = await page.locator("#code").inputValue();
        expect(code).toBeTruthy();

        const response = await fetch(`${OIDC}/token`, {
            method: "POST",
            body: new URLSearchParams({
                grant_type: "authorization_code",
                client_id: OUT_OF_BAND_CLIENT,
                redirect_uri: OUT_OF_BAND,
                code
            })
        });
        const body = (await response.json()) as { access_token?: string };
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect(body.access_token).toBeTruthy();
    });
});
