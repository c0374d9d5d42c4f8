import type { Page } from "@playwright/test";
import { KC_CONTEXT_ELEMENT_ID } from "../../keycloakify-seam/kcContextWire";
import { admin, createRealm, findUser, type AdminUser } from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, REALM } from "../../dev/keycloak/addresses";
import { keycloakIsAtLeast } from "../../dev/keycloak/version";
import type { CaughtMail } from "../../dev/mail-catcher";
import {
    actionLink,
    createCustomer,
    expect,
    expectAccessible,
    expectProblem,
    expectSignedIn,
    mailsTo,
    openMailLink,
    PASSWORD,
    test,
    uniqueName
} from "./fixture";
import { checkMail } from "./mails";

/** Alias of the identity provider in the demo realm; part of its broker endpoint. */
const ALIAS = "partner-utility";
const DISPLAY_NAME = "Partner Utility";
const BROKER_CLIENT = "utility-portal-broker";
const BROKER_SECRET = "broker-secret-2026";

/** A federated identity as `GET /users/{id}/federated-identity` lists it. */
type FederatedIdentity = { identityProvider: string; userId: string; userName: string };

/** The second realm, created per run, that signs customers in for the demo realm. */
const providerRealm = uniqueName("partner-realm");

/** Keycloak's identity-provider representation for the provider realm (OIDC, code flow). */
function identityProvider(): Record<string, unknown> {
    const base = `${KEYCLOAK_URL}/realms/${providerRealm}/protocol/openid-connect`;
    return {
        alias: ALIAS,
        displayName: DISPLAY_NAME,
        providerId: "keycloak-oidc",
        enabled: true,
        trustEmail: false,
        firstBrokerLoginFlowAlias: "first broker login",
        config: {
            issuer: `${KEYCLOAK_URL}/realms/${providerRealm}`,
            authorizationUrl: `${base}/auth`,
            tokenUrl: `${base}/token`,
            userInfoUrl: `${base}/userinfo`,
            logoutUrl: `${base}/logout`,
            jwksUrl: `${base}/certs`,
            useJwksUrl: "true",
            validateSignature: "true",
            clientId: BROKER_CLIENT,
            clientSecret: BROKER_SECRET,
            clientAuthMethod: "client_secret_post",
            defaultScope: "openid profile email",
            syncMode: "IMPORT"
        }
    };
}

/** Deletes the demo realm's identity provider if it is there (a reused server may keep one). */
async function removeIdentityProvider(): Promise<void> {
    const all = await admin<{ alias: string }[]>("GET", "/identity-provider/instances");
    if (all.some(idp => idp.alias === ALIAS)) {
        await admin("DELETE", `/identity-provider/instances/${ALIAS}`);
    }
}

/** Creates a user of the provider realm with {@link PASSWORD}. */
async function createProviderUser(user: Omit<AdminUser, "id">): Promise<void> {
    await admin(
        "POST",
        "/users",
        {
            enabled: true,
            ...user,
            credentials: [{ type: "password", value: PASSWORD, temporary: false }]
        },
        providerRealm
    );
}

/** The demo realm's links of a user to identity providers. */
function federatedIdentities(userId: string): Promise<FederatedIdentity[]> {
    return admin<FederatedIdentity[]>("GET", `/users/${userId}/federated-identity`);
}

/**
 * From our sign-in page, takes the provider's button and signs in at the provider realm (Keycloak's
 * own theme, not ours), which sends the browser back to the demo realm's broker endpoint.
 */
async function signInAtProvider(page: Page, username: string): Promise<void> {
    const button = page.getByRole("link", { name: DISPLAY_NAME, exact: true });
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForURL(url => url.pathname.startsWith(`/realms/${providerRealm}/`));
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(url => url.pathname.startsWith(`/realms/${REALM}/`));
}

/**
 * Signs in at the provider as a new provider user whose e-mail is that of `existing`, a customer
 * of the demo realm, and takes "Add to existing account" on login-idp-link-confirm.ftl, so
 * Keycloak mails the link of login-idp-link-email.ftl.
 * @returns the provider username, the mail and its link.
 */
async function addToExistingAccount(
    page: Page,
    startSignIn: () => Promise<void>,
    existing: AdminUser,
    beforeMail: () => Promise<void> = async () => undefined
): Promise<{ partnerName: string; mail: CaughtMail; link: string }> {
    const partnerName = uniqueName("partner-same-mail");
    await createProviderUser({
        username: partnerName,
        email: existing.email,
        emailVerified: true,
        firstName: "Partner",
        lastName: "Linked"
    });
    await startSignIn();
    await signInAtProvider(page, partnerName);

    await expect(page.locator("main[data-page-id='login-idp-link-confirm.ftl']")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add to existing account" }).click();
    await beforeMail();

    await expect(page.locator("main[data-page-id='login-idp-link-email.ftl']")).toBeVisible();
    await expectAccessible(page);
    const [mail] = await mailsTo(existing.email!);
    return { partnerName, mail, link: actionLink(mail) };
}

/**
 * Creates a customer of the demo realm already linked (admin API) to another identity of the
 * provider, one that no provider user has.
 * @returns the customer and the link as the admin API lists it.
 */
async function customerLinkedEarlier(
    prefix: string
): Promise<{ existing: AdminUser; earlier: FederatedIdentity }> {
    const existing = await createCustomer(prefix);
    const earlier = {
        identityProvider: ALIAS,
        userId: `earlier-${existing.id}`,
        userName: "earlier-partner-account"
    };
    await admin("POST", `/users/${existing.id}/federated-identity/${ALIAS}`, earlier);
    return { existing, earlier };
}

/**
 * Copies Keycloak's "first broker login" flow and adds "Confirm override existing link"
 * (`idp-confirm-override-link`, REQUIRED) to its "Handle Existing Account" sub-flow right after
 * "Confirm link existing account": the default flow lacks that step, the one that shows
 * login-idp-link-confirm-override.ftl.
 * @returns the new flow's alias and id (to delete it afterwards).
 * @throws the admin API's error when Keycloak refuses a step.
 */
async function overrideConfirmingFlow(): Promise<{ alias: string; id: string }> {
    const alias = uniqueName("override-first-broker-login");
    await admin("POST", "/authentication/flows/first%20broker%20login/copy", { newName: alias });
    type Execution = { id: string; displayName: string; providerId?: string };
    const executions = () =>
        admin<Execution[]>("GET", `/authentication/flows/${encodeURIComponent(alias)}/executions`);
    const handle = (await executions()).find(e => e.displayName.endsWith("Handle Existing Account"))!;
    await admin(
        "POST",
        `/authentication/flows/${encodeURIComponent(handle.displayName)}/executions/execution`,
        { provider: "idp-confirm-override-link" }
    );
    const added = (await executions()).find(e => e.providerId === "idp-confirm-override-link")!;
    await admin("PUT", `/authentication/flows/${encodeURIComponent(alias)}/executions`, {
        ...added,
        requirement: "REQUIRED"
    });
    // Added last, after "Account verification options": one step up puts it before the mail.
    await admin("POST", `/authentication/executions/${added.id}/raise-priority`);
    const flows = await admin<{ id: string; alias: string }[]>("GET", "/authentication/flows");
    return { alias, id: flows.find(f => f.alias === alias)!.id };
}

/**
 * Identity brokering: a second realm of the same Keycloak is an OIDC identity provider of the demo
 * realm. Both are created here and removed afterwards, so no other spec file sees the provider's
 * button on the sign-in page.
 */
test.describe("identity brokering against the real Keycloak", () => {
    test.beforeAll(async () => {
        await createRealm({
            realm: providerRealm,
            displayName: "Partner Utility accounts",
            loginTheme: "keycloak.v2",
            clients: [
                {
                    clientId: BROKER_CLIENT,
                    publicClient: false,
                    secret: BROKER_SECRET,
                    standardFlowEnabled: true,
                    redirectUris: [`${KEYCLOAK_URL}/realms/${REALM}/broker/${ALIAS}/endpoint`]
                }
            ]
        });
        // The provider realm asks for no last name itself, so the demo realm's review page does.
        const profile = await admin<{ attributes: { name: string; required?: unknown }[] }>(
            "GET",
            "/users/profile",
            undefined,
            providerRealm
        );
        for (const attribute of profile.attributes) {
            if (attribute.name === "lastName") delete attribute.required;
        }
        await admin("PUT", "/users/profile", profile, providerRealm);
        await removeIdentityProvider();
        await admin("POST", "/identity-provider/instances", identityProvider());
    });

    test.afterAll(async () => {
        await removeIdentityProvider();
        await admin("DELETE", "", undefined, providerRealm);
    });

    test("first sign-in through the provider: review profile, verify e-mail, a new linked customer", async ({
        page,
        startSignIn
    }) => {
        const username = uniqueName("partner-new");
        const email = `${username}@partner.test`;
        // No last name: the demo realm's user profile requires one, so Keycloak asks for it.
        await createProviderUser({ username, email, emailVerified: true, firstName: "Partner" });

        await startSignIn();
        await expectAccessible(page);
        await signInAtProvider(page, username);

        await expect(page.locator("main[data-page-id='idp-review-user-profile.ftl']")).toBeVisible();
        await expect(page.getByLabel("First name")).toHaveValue("Partner");
        await expectAccessible(page);
        await page.getByLabel("Last name").fill("Brokered");
        await page.getByRole("button", { name: "Submit" }).click();

        // trustEmail is off: the address from the provider is not taken as verified, and the
        // realm verifies e-mail, so Keycloak sends the new customer a verification mail first.
        await expect(page.locator("main[data-page-id='login-verify-email.ftl']")).toBeVisible();
        await expectAccessible(page);
        const [mail] = await mailsTo(email);
        await openMailLink(page, actionLink(mail));
        await expectSignedIn(page);

        const user = await findUser(username);
        expect(user).toMatchObject({
            email,
            emailVerified: true,
            firstName: "Partner",
            lastName: "Brokered"
        });
        expect(await federatedIdentities(user!.id)).toEqual([
            expect.objectContaining({ identityProvider: ALIAS, userName: username })
        ]);
    });

    test("an e-mail that has an account: Add to existing account, the mailed link links it", async ({
        page,
        browser,
        startSignIn
    }) => {
        const existing = await createCustomer("partner-existing");
        const { partnerName, mail, link } = await addToExistingAccount(page, startSignIn, existing);
        await checkMail(browser, mail, {
            template: "identity-provider-link",
            lang: "en",
            dir: "ltr",
            link: true,
            subject: `Link ${DISPLAY_NAME}`
        });
        await openMailLink(page, link);
        await expectSignedIn(page);
        expect(await federatedIdentities(existing.id)).toEqual([
            expect.objectContaining({ identityProvider: ALIAS, userName: partnerName })
        ]);
        expect(await findUser(partnerName)).toBeUndefined();
    });

    test("with the default flow, an account linked to another identity of the provider is refused after the mailed link", async ({
        page,
        pageProblems,
        startSignIn
    }) => {
        const { existing, earlier } = await customerLinkedEarlier("partner-relinked");
        // Keycloak's default "first broker login" flow has no "Confirm override existing link"
        // step, so it asks and mails as for an unlinked account and refuses only at the end.
        const { partnerName, link } = await addToExistingAccount(page, startSignIn, existing);
        await openMailLink(page, link);

        await expect(page.locator("main[data-page-id='error.ftl']")).toBeVisible();
        // 26.7.3 checks the existing link first: 409 and a message naming the provider. 26.4.7
        // inserts the second link, the database refuses it (unique provider and user) and Keycloak
        // answers 500 with its generic message. Chromium logs the failed load either way.
        const [message, status] = keycloakIsAtLeast(26, 7)
            ? ["Your account is already linked to the identity provider Partner Utility.", 409]
            : ["Unexpected error when authenticating with identity provider", 500];
        await expect(page.getByText(message)).toBeVisible();
        await expectAccessible(page);
        expectProblem(pageProblems, new RegExp(`status of ${status}`));
        expect(await federatedIdentities(existing.id)).toEqual([earlier]);
        expect(await findUser(partnerName)).toBeUndefined();
    });

    test("with a flow that confirms overriding, login-idp-link-confirm-override.ftl replaces the earlier link", async ({
        page,
        startSignIn
    }) => {
        const flow = await overrideConfirmingFlow();
        await admin("PUT", `/identity-provider/instances/${ALIAS}`, {
            ...identityProvider(),
            firstBrokerLoginFlowAlias: flow.alias
        });
        try {
            const { existing } = await customerLinkedEarlier("partner-override");
            const { partnerName, link } = await addToExistingAccount(
                page,
                startSignIn,
                existing,
                async () => {
                    await expect(
                        page.locator("main[data-page-id='login-idp-link-confirm-override.ftl']")
                    ).toBeVisible();
                    await expect(
                        page.getByRole("heading", { name: "Broker link already exists" })
                    ).toBeVisible();
                    await expect(
                        page.getByText(
                            /already linked with different partner-utility account earlier-partner-account/
                        )
                    ).toBeVisible();
                    await expectAccessible(page);
                    const data = await page.locator(`#${KC_CONTEXT_ELEMENT_ID}`).textContent();
                    expect(data, "the identity provider's tokens stay out of the page").not.toMatch(
                        /contextData|FEDERATED_ACCESS_TOKEN_RESPONSE|eyJ[\w-]+\.eyJ/
                    );
                    await page
                        .getByRole("button", { name: "Yes, override link with current account" })
                        .click();
                }
            );
            await openMailLink(page, link);
            await expectSignedIn(page);
            expect(await federatedIdentities(existing.id)).toEqual([
                expect.objectContaining({ identityProvider: ALIAS, userName: partnerName })
            ]);
        } finally {
            await admin("PUT", `/identity-provider/instances/${ALIAS}`, identityProvider());
            await admin("DELETE", `/authentication/flows/${flow.id}`);
        }
    });
});
