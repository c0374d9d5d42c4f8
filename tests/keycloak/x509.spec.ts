import { admin, createUser } from "../../dev/keycloak/adminApi";
import { authorizationUrl, KEYCLOAK_HTTPS_URL, KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { CERTIFICATES_DIR } from "../../dev/keycloak/paths";
import { testCertificatePaths, X509_CUSTOMER } from "../../dev/keycloak/testCertificates";
import { expect, expectAccessible, expectSignedIn, PASSWORD, submitSignIn, test } from "./fixture";
import { ensureFlowClient } from "./flows";

/**
 * Keycloak's X.509 sign-in with a real client certificate: the set-up's HTTPS listener asks for
 * one (`https-client-auth=request`) and trusts the test CA that signed the browser's
 * (`dev/keycloak/testCertificates.ts`). A client of its own has a browser flow where "X509/Validate
 * Username Form" maps the certificate's Common Name to a username and the password form is the
 * alternative, so "Ignore" falls back to the usual sign-in.
 */

const CLIENT = "customer-portal-x509";
const { clientCert, clientKey } = testCertificatePaths(CERTIFICATES_DIR);

// The browser presents the certificate to Keycloak's HTTPS origin only; the server's certificate
// is signed by the test CA, which Chromium does not know.
test.use({
    clientCertificates: [{ origin: KEYCLOAK_HTTPS_URL, certPath: clientCert, keyPath: clientKey }],
    ignoreHTTPSErrors: true
});

function ensureX509Flow(): Promise<void> {
    return ensureFlowClient(CLIENT, "x509-certificate", [
        {
            provider: "auth-x509-client-username-form",
            requirement: "ALTERNATIVE",
            config: {
                "x509-cert-auth.mapping-source-selection": "Subject's Common Name",
                "x509-cert-auth.mapper-selection": "Username or Email",
                "x509-cert-auth.regular-expression": "(.*?)(?:$)",
                "x509-cert-auth.timestamp-validation-enabled": "true",
                "x509-cert-auth.crl-checking-enabled": "false",
                "x509-cert-auth.ocsp-checking-enabled": "false",
                "x509-cert-auth.confirmation-page-disallowed": "false"
            }
        },
        { provider: "auth-username-password-form", requirement: "ALTERNATIVE" }
    ]);
}

/** Creates (or re-creates) the customer the client certificate names, with a password. */
const createCertificateHolder = () =>
    createUser({
        ...X509_CUSTOMER,
        emailVerified: true,
        firstName: "Certificate",
        lastName: "Holder",
        password: PASSWORD
    });

/** The client's authorization URL on Keycloak's HTTPS origin. */
const httpsAuthorizationUrl = () =>
    authorizationUrl({ client_id: CLIENT }).replace(KEYCLOAK_URL, KEYCLOAK_HTTPS_URL);

test.describe("X.509 client certificate sign-in", () => {
    test.beforeEach(async () => {
        await ensureX509Flow();
    });

    test("login-x509-info.ftl shows the certificate and the customer it names, and Continue signs them in", async ({
        page
    }) => {
        const user = await createCertificateHolder();
        await page.goto(httpsAuthorizationUrl());

        const main = page.locator("main[data-page-id='login-x509-info.ftl']");
        await expect(main).toBeVisible();
        await expect(main.getByText("X509 client certificate:")).toBeVisible();
        await expect(main.getByText(`CN=${X509_CUSTOMER.username}`)).toBeVisible();
        const form = main.locator("form#kc-x509-login-info");
        await expect(form.getByText("You will be logged in as:")).toBeVisible();
        await expect(form.getByText(X509_CUSTOMER.username, { exact: true })).toBeVisible();
        await expect(main.getByRole("button", { name: "Continue" })).toBeVisible();
        await expect(main.getByRole("button", { name: "Ignore" })).toBeVisible();
        await expect(main).not.toContainText(/clientCertificate|doX509Login|doContinue|doIgnore/);
        await expectAccessible(page);

        await main.getByRole("button", { name: "Continue" }).click();
        await expectSignedIn(page);
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toHaveLength(1);
    });

    test("Ignore on login-x509-info.ftl leads to the password sign-in instead", async ({ page }) => {
        const user = await createCertificateHolder();
        await page.goto(httpsAuthorizationUrl());
        await page.getByRole("button", { name: "Ignore" }).click();

        await expect(page.locator("main[data-page-id='login.ftl']")).toBeVisible();
        await submitSignIn(page, user.username);
        await expectSignedIn(page);
        expect(await admin<unknown[]>("GET", `/users/${user.id}/sessions`)).toHaveLength(1);
    });
});
