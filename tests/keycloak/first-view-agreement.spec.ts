import type { Browser, Page } from "@playwright/test";
import { admin, otpCredential, updateRealm } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/addresses";
import { usernameFirstClient } from "./flows";
import { createCustomer, expect, PASSWORD, test } from "./fixture";

/*
 * docs/decisions.md §22: what an operator sets in the realm shows the same in the server-written
 * first view and in the app that takes it over. Each case sets realm switches or localization
 * overrides, opens a page with JavaScript off and again with it on, and compares what a customer
 * can read and use: Playwright's ARIA snapshot of the panel (texts, headings, fields, buttons,
 * links and their names). The settings are put back after each case; the suite runs one test at a
 * time.
 */

/** The controls only the app has (§22, "What the first view leaves to the app"), hidden before the
 * app's snapshot: the language menu and color mode (the toolbar), the portal's logo, the password
 * toggle and the passkey button (in the first view, in place but invisible). */
const APP_ONLY = [
    "main > div > div:first-child",
    "main header img",
    "button[aria-controls='password']",
    "#authenticateWebAuthnButton"
];

/** The demo realm's settings each case starts from and returns to. */
const REALM_DEFAULTS = {
    registrationAllowed: true,
    resetPasswordAllowed: true,
    rememberMe: true,
    loginWithEmailAllowed: true,
    registrationEmailAsUsername: false,
    internationalizationEnabled: true,
    supportedLocales: ["en", "de", "ar"],
    attributes: { darkMode: "true" }
};

/** Keycloak's texts and the theme's own, as an operator words them (Realm overrides, English). */
const OVERRIDES = {
    loginAccountTitle: "Welcome back, neighbor",
    doForgotPassword: "Lost your password?",
    doLogIn: "Continue",
    usernameOrEmail: "Customer number or e-mail",
    noAccount: "First time here?",
    loginOtpOneTime: "Code from your app",
    otpCodeHint: "Six digits, please.",
    restartLogin: "Not you?",
    colorModeDark: "Night"
};

/** How a case reaches its page: from a fresh browser page to the page to compare. */
type Journey = (page: Page) => Promise<void>;

/** The panel as the customer can use it, once `journey` has reached the page with scripts `on`. */
async function panelOf(browser: Browser, journey: Journey, on: boolean): Promise<string> {
    const context = await browser.newContext({ javaScriptEnabled: on });
    try {
        const page = await context.newPage();
        await journey(page);
        if (on) {
            await expect(page.locator("#root:not([data-first-view]) main")).toBeVisible();
            await page.locator(APP_ONLY.join(", ")).evaluateAll(elements => {
                for (const element of elements) element.setAttribute("aria-hidden", "true");
            });
        } else await expect(page.locator("#root[data-first-view] main")).toBeVisible();
        // Each page load is its own browser tab to Keycloak, with its own tab id in the links, and
        // its own trace identifier on the error page when tracing is on.
        return (await page.locator("main").ariaSnapshot())
            .replace(/\b(tab_id|execution|session_code)=[\w-]+/g, "$1=…")
            .replace(/\b[0-9a-f]{32}\b/g, "<trace id>");
    } finally {
        await context.close();
    }
}

/** Compares the panel with JavaScript off and on; returns the snapshot for the case's own checks. */
async function expectSameWithAndWithoutScripts(browser: Browser, journey: Journey): Promise<string> {
    const firstView = await panelOf(browser, journey, false);
    expect(await panelOf(browser, journey, true)).toBe(firstView);
    return firstView;
}

const signIn =
    (params: Record<string, string> = {}): Journey =>
    page =>
        page.goto(authorizationUrl(params)).then();

test.describe("the first view and the app agree on what the operator set", () => {
    test.afterEach(async () => {
        await updateRealm(REALM_DEFAULTS);
        for (const key of Object.keys(OVERRIDES))
            await admin("DELETE", `/localization/en/${key}`).catch(() => undefined);
    });

    const switches: [string, Record<string, unknown>][] = [
        ["the demo realm as shipped", {}],
        [
            "registration, forgotten password and remember me off; username only",
            {
                registrationAllowed: false,
                resetPasswordAllowed: false,
                rememberMe: false,
                loginWithEmailAllowed: false
            }
        ],
        ["e-mail as username", { registrationEmailAsUsername: true }],
        [
            "one language, dark mode off",
            { internationalizationEnabled: false, attributes: { darkMode: "false" } }
        ]
    ];
    for (const [name, settings] of switches)
        test(`sign-in page: ${name}`, async ({ browser }) => {
            await updateRealm({ ...REALM_DEFAULTS, ...settings });
            await expectSameWithAndWithoutScripts(browser, signIn());
        });

    // French labels have apostrophes, which Keycloak's MessageFormat drops when written alone
    // ("Nom dutilisateur ou courriel" before the build doubled them): the comparison catches it.
    const languages = [
        ["de", "Bei Ihrem Konto anmelden"],
        ["ar", "تسجيل الدخول إلى حسابك"],
        ["fr", "Connectez-vous à votre compte"]
    ];
    for (const [tag, heading] of languages)
        test(`sign-in page in ${tag}`, async ({ browser }) => {
            await updateRealm({ ...REALM_DEFAULTS, supportedLocales: ["en", "de", "ar", "fr"] });
            const panel = await expectSameWithAndWithoutScripts(browser, signIn({ ui_locales: tag }));
            expect(panel).toContain(heading);
        });

    test("sign-in page with an identity provider and passkeys off", async ({ browser }) => {
        const alias = "agreement-partner";
        await admin("POST", "/identity-provider/instances", {
            alias,
            displayName: "Partner utility",
            providerId: "oidc",
            enabled: true,
            config: {
                authorizationUrl: "https://partner.invalid/auth",
                tokenUrl: "https://partner.invalid/token",
                clientId: "portal",
                clientSecret: "secret"
            }
        });
        try {
            await updateRealm({ ...REALM_DEFAULTS, webAuthnPolicyPasswordlessPasskeysEnabled: false });
            const panel = await expectSameWithAndWithoutScripts(browser, signIn());
            expect(panel).toContain('link "Partner utility"');
        } finally {
            await admin("DELETE", `/identity-provider/instances/${alias}`);
            await updateRealm({ webAuthnPolicyPasswordlessPasskeysEnabled: true });
        }
    });

    test.describe("with the operator's realm overrides of Keycloak's texts and the theme's", () => {
        test.beforeEach(async () => {
            await admin("POST", "/localization/en", OVERRIDES);
        });

        test("sign-in page", async ({ browser }) => {
            const panel = await expectSameWithAndWithoutScripts(browser, signIn());
            for (const text of [
                "Welcome back, neighbor",
                "Lost your password?",
                "Continue",
                "First time here?"
            ])
                expect(panel).toContain(text);
        });

        test("the color mode's label, which only the app shows", async ({ page, startSignIn }) => {
            await startSignIn();
            await expect(page.getByRole("button", { name: "Night" })).toBeVisible();
        });

        test("one-time-code page", async ({ browser }) => {
            const user = await createCustomer("agreement-otp", {
                otherCredentials: [otpCredential("Phone", "agreement-otp-secret")]
            });
            const panel = await expectSameWithAndWithoutScripts(browser, async page => {
                await page.goto(authorizationUrl());
                await page.getByLabel("Customer number or e-mail").fill(user.username);
                await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
                await page.getByRole("button", { name: "Continue", exact: true }).click();
                await expect(page.locator("main[data-page-id='login-otp.ftl']")).toBeVisible();
            });
            for (const text of ["Code from your app", "Six digits, please.", "Continue"])
                expect(panel).toContain(text);
        });

        test("username-first steps", async ({ browser }) => {
            const client = await usernameFirstClient();
            const user = await createCustomer("agreement-username-first");
            const usernameStep: Journey = page =>
                page.goto(authorizationUrl({ client_id: client })).then();
            expect(await expectSameWithAndWithoutScripts(browser, usernameStep)).toContain(
                "Customer number or e-mail"
            );
            const passwordStep = await expectSameWithAndWithoutScripts(browser, async page => {
                await usernameStep(page);
                await page.getByLabel("Customer number or e-mail").fill(user.username);
                await page.getByRole("button", { name: "Continue" }).click();
                await expect(page.locator("main[data-page-id='login-password.ftl']")).toBeVisible();
            });
            expect(passwordStep).toContain("Not you?");
        });

        test("error page", async ({ browser }) => {
            const panel = await expectSameWithAndWithoutScripts(
                browser,
                signIn({ client_id: "no-such-client" })
            );
            expect(panel).toContain("Client not found.");
        });
    });
});
