import { expect, test as base, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { admin, createUser, updateRealm, type AdminUser } from "../../dev/keycloak/adminApi";
import { authorizationUrl, SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import { PORTS } from "../../dev/keycloak/ports";
import { REACT_THEME_NAME, SHIPPED_THEME_NAME } from "../../dev/keycloak/reactTheme";
import type { CaughtMail } from "../../dev/mail-catcher";
import { axeViolations } from "../fixtures/axe";
import { collectPageErrors } from "../fixtures/pageErrors";
import { captureKcContext } from "./contextCapture";
import { recordVisit } from "./gallery";
import { REACT_PROJECT } from "./reactProject";

/** Password of every user the flow tests create. */
export const PASSWORD = "Gas-Flow-2026";

const MAIL_VIEW = `http://127.0.0.1:${PORTS.mailView}`;

let counter = 0;

/** A username no other test uses, so tests sharing one Keycloak never meet. */
export function uniqueName(prefix: string): string {
    counter += 1;
    return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/**
 * Creates a customer through the admin API with {@link PASSWORD}, verified e-mail and names.
 * @param overrides fields to set or replace (required actions, attributes, names).
 */
export function createCustomer(
    prefix: string,
    overrides: Partial<AdminUser> & { otherCredentials?: Record<string, string>[] } = {}
): Promise<AdminUser> {
    const username = uniqueName(prefix);
    return createUser({
        username,
        email: `${username}@utility-portal.test`,
        emailVerified: true,
        firstName: "Flow",
        lastName: "Tester",
        password: PASSWORD,
        ...overrides
    });
}

/**
 * Creates a customer like {@link createCustomer} whose e-mail is not verified yet, with Keycloak's
 * `VERIFY_EMAIL` required action: signing in leads to `login-verify-email.ftl`.
 */
export function createUnverifiedCustomer(prefix: string): Promise<AdminUser> {
    return createCustomer(prefix, { emailVerified: false, requiredActions: ["VERIFY_EMAIL"] });
}

/** Fills and posts our sign-in form from the page it is on. */
export async function submitSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Waits for the client's redirect URI and returns the authorization code Keycloak put there. */
export async function expectSignedIn(page: Page): Promise<string> {
    await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
    const code = new URL(page.url()).searchParams.get("code");
    expect(code, "authorization code at the redirect URI").toBeTruthy();
    return code!;
}

/**
 * Creates a customer like {@link createCustomer} and signs them in from the demo client's
 * authorization URL, so the browser holds a Keycloak session (for `kc_action`, end-session or
 * re-authentication flows).
 * @param startSignIn the fixture that opens the authorization URL.
 * @param overrides fields to set on the new customer.
 * @returns the customer as Keycloak stored them.
 * @throws when the sign-in does not reach the client's redirect URI with a code.
 */
export async function signedInCustomer(
    page: Page,
    startSignIn: () => Promise<void>,
    prefix: string,
    overrides: Partial<AdminUser> = {}
): Promise<AdminUser> {
    const user = await createCustomer(prefix, overrides);
    await startSignIn();
    await submitSignIn(page, user.username);
    await expectSignedIn(page);
    return user;
}

/**
 * On `login-config-totp.ftl`, opens "Unable to scan?" and reads the secret shown for manual entry.
 * @returns the base32 secret without the spaces Keycloak groups it with.
 */
export async function readManualSecret(page: Page): Promise<string> {
    await page.getByRole("link", { name: "Unable to scan?" }).click();
    const key = page.locator("#kc-totp-secret-key");
    await expect(key).toBeVisible();
    return (await key.innerText()).replace(/\s+/g, "");
}

/**
 * Fills Keycloak's authenticator set-up (`login-config-totp.ftl`, once its heading shows) as a
 * customer with an app would: the key read through "Unable to scan?", its current code and
 * `deviceName`. Does not submit.
 * @returns the key (base32), for the codes of later sign-ins.
 */
export async function fillAuthenticatorSetUp(page: Page, deviceName = "Work phone"): Promise<string> {
    await expect(page.getByRole("heading", { name: "Mobile Authenticator Setup" })).toBeVisible();
    const secret = await readManualSecret(page);
    await page.getByLabel("One-time code").fill(totpCode(secret));
    await page.getByLabel("Device Name").fill(deviceName);
    return secret;
}

/**
 * The TOTP code for a base32 secret under the realm's policy (6 digits, 30 s, SHA1).
 * @param timestamp ms since the epoch; now by default.
 */
export function totpCode(base32Secret: string, timestamp = Date.now()): string {
    return new TOTP({ secret: base32Secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({
        timestamp
    });
}

/** The messages to `address` the mail catcher holds now, oldest first (none yet: empty). */
export async function caughtMailsTo(address: string): Promise<CaughtMail[]> {
    const all = (await (await fetch(`${MAIL_VIEW}/messages`)).json()) as CaughtMail[];
    return all.filter(mail => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits until the mail catcher holds `count` messages to `address` and returns them, oldest first.
 * @throws when they have not arrived within 15 000 ms.
 */
export async function mailsTo(address: string, count = 1): Promise<CaughtMail[]> {
    let mails: CaughtMail[] = [];
    await expect
        .poll(
            async () => {
                mails = await caughtMailsTo(address);
                return mails.length;
            },
            { timeout: 15_000, message: `mail to ${address}` }
        )
        .toBeGreaterThanOrEqual(count);
    return mails;
}

/**
 * Opens a link from a mail as a customer does: not from the Keycloak page that had it sent. That
 * page's session polling (Keycloak's `authChecker.js`, every 2000 ms) would see the session cookie
 * the link's redirects set and move its tab on mid-navigation (`net::ERR_ABORTED`).
 */
export async function openMailLink(page: Page, link: string): Promise<void> {
    await page.goto("about:blank");
    await page.goto(link);
}

/** The first link of a mail that points at Keycloak's action-token endpoint. */
export function actionLink(mail: CaughtMail): string {
    const link = mail.links.find(href => href.includes("/login-actions/action-token"));
    expect(link, `action link in "${mail.subject}"`).toBeTruthy();
    return link!;
}

/**
 * Checks that the page is drawn by our Template (its `main` carries the page id), not Keycloak's
 * own theme, then runs axe (WCAG 2.2 A/AA tags) on it as it is, in light and then dark color
 * scheme, and returns to light. The visit and axe's findings go into the gallery (`gallery.ts`;
 * not from the `react` project, whose pages are the React copy's),
 * which pictures each page id the first time a run meets it with what a screen reader says reading
 * it, and, in `npm run capture-contexts`, the
 * page's kcContext into the raw captures (`contextCapture.ts`). Source of the rule: docs/
 * accessibility section, WCAG 2.2 AA.
 * @param view names a state worth its own gallery entry (a language, an open dialog or menu).
 * @param options.readAloud false when the test writes the entry's transcript itself
 *   (`writeTranscript` of `gallery.ts`, for a dialog's opening, reading and closing).
 */
export async function expectAccessible(
    page: Page,
    view?: string,
    { readAloud = true }: { readAloud?: boolean } = {}
): Promise<void> {
    await expect(page.locator("main[data-page-id$='.ftl']"), "our Template").toBeVisible();
    const axe = { light: [] as string[], dark: [] as string[] };
    for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await animationsSettled(page);
        axe[colorScheme] = await axeViolations(page);
    }
    await page.emulateMedia({ colorScheme: "light" });
    // The gallery and the captured contexts are the shipped theme's: the React copy only runs axe.
    if (test.info().project.name !== REACT_PROJECT) {
        await recordVisit(page, axe, animationsSettled, view, readAloud);
        await captureKcContext(page, view);
    }
    for (const colorScheme of ["light", "dark"] as const) {
        expect(axe[colorScheme], `axe violations in ${colorScheme} mode at ${page.url()}`).toEqual([]);
    }
}

/**
 * Takes the problems a test provokes on purpose out of `problems`, so the fixture's final check
 * still fails on any other; fails when none matched, since the expected one is part of the test.
 */
export function expectProblem(problems: string[], pattern: RegExp): void {
    const matching = problems.filter(problem => pattern.test(problem));
    expect(matching, `expected a logged problem matching ${pattern}`).not.toEqual([]);
    for (const problem of matching) problems.splice(problems.indexOf(problem), 1);
}

/**
 * Waits for the page's finite CSS transitions and animations (a color scheme's `transition-colors`,
 * a dialog opening) to end, so axe measures the colors a user sees, not a frame in between.
 * Endless ones (spinners) are not waited for. It first lets two frames pass: a new color scheme
 * reaches the page as a media-query change, which the theme answers with a render that switches the
 * `dark` class, so its transitions only exist from the frame after `emulateMedia`.
 */
function animationsSettled(page: Page): Promise<unknown> {
    return page.evaluate(async () => {
        const frame = () => new Promise(resolve => requestAnimationFrame(resolve));
        await frame();
        await frame();
        await Promise.all(
            document
                .getAnimations()
                .filter(animation =>
                    Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)
                )
                .map(animation => animation.finished.catch(() => undefined))
        );
    });
}

type Fixtures = {
    /** Console errors, exceptions, failed requests and CSP violations; asserted empty after each test. */
    pageProblems: string[];
    /** Opens the demo client's authorization URL with extra query parameters. */
    startSignIn: (params?: Record<string, string>) => Promise<void>;
    /**
     * The demo realm's login theme during the test: the shipped one, or in the `react` project
     * (`playwright.config.ts`) the React 19 copy of our jar, set before and put back after it.
     */
    loginTheme: string;
};

/**
 * Playwright `test` for the real-Keycloak flows: every page of every test is watched for console
 * errors and Content-Security-Policy violations (`securitypolicyviolation` events, reported as
 * console errors) under the demo realm's strict policy (docs/security.md §1), and the test fails if
 * any occurred.
 */
export const test = base.extend<Fixtures>({
    pageProblems: [
        async ({ page }, provide) => {
            const problems = collectPageErrors(page);
            await page.addInitScript(() => {
                document.addEventListener("securitypolicyviolation", event => {
                    console.error(
                        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()
                    );
                });
            });
            await provide(problems);
            expect(problems, "console errors, exceptions, failed requests, CSP violations").toEqual([]);
        },
        { auto: true }
    ],
    loginTheme: [
        // Playwright reads a fixture's dependencies from this pattern; this one has none.
        // eslint-disable-next-line no-empty-pattern
        async ({}, provide, testInfo) => {
            if (testInfo.project.name !== REACT_PROJECT) return provide(SHIPPED_THEME_NAME);
            await updateRealm({ loginTheme: REACT_THEME_NAME });
            await provide(REACT_THEME_NAME);
            await updateRealm({ loginTheme: SHIPPED_THEME_NAME });
        },
        { auto: true }
    ],
    startSignIn: async ({ page }, provide) => {
        await provide(async params => {
            await page.goto(authorizationUrl(params));
        });
    }
});

/**
 * Gives the demo realm's login pages the Content-Security-Policy `policy` for the tests of the
 * calling file or `describe` block, and puts the realm's own security headers back after them (the
 * suite runs one test at a time, so no other test sees the change).
 */
export function withRealmContentSecurityPolicy(policy: string): void {
    let realmHeaders: Record<string, string>;
    test.beforeAll(async () => {
        const realm = await admin<{ browserSecurityHeaders: Record<string, string> }>("GET", "");
        realmHeaders = realm.browserSecurityHeaders;
        await updateRealm({
            browserSecurityHeaders: { ...realmHeaders, contentSecurityPolicy: policy }
        });
    });
    test.afterAll(async () => {
        await updateRealm({ browserSecurityHeaders: realmHeaders });
    });
}

export { expect };
