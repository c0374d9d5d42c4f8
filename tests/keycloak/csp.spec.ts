import { authorizationUrl } from "../../dev/keycloak/addresses";
import { demoRealmContentSecurityPolicy, demoUsers } from "../../dev/keycloak/realm";
import { expect, expectProblem, expectSignedIn, test, withRealmContentSecurityPolicy } from "./fixture";
import { inlineScripts } from "../fixtures/inlineScripts";

/*
 * The demo realm's strict Content-Security-Policy (docs/security.md §1): every test of the suite
 * runs under it and fails on any violation (fixture.ts); these check the policy itself, what it
 * would have refused, and what a customer gets when the page's code cannot run at all (§6): the
 * server-written first view where a page has one (docs/decisions.md §22), else the fallback.
 */

const customer = demoUsers().find(user => user.username === "customer")!;

/** The reason `route.abort` gives the theme's scripts, as a content blocker refuses them. */
const BLOCKED = /ERR_BLOCKED_BY_CLIENT/;

test.describe("Content-Security-Policy", () => {
    test("the sign-in page is served under the realm's strict policy, with no inline script, <base> or style attribute", async ({
        request
    }) => {
        const response = await request.get(authorizationUrl());
        expect(response.headers()["content-security-policy"]).toBe(demoRealmContentSecurityPolicy());
        const html = await response.text();
        expect(inlineScripts(html)).toEqual([]);
        expect(html).not.toMatch(/<base[\s>]/i);
        expect(html).not.toMatch(/\sstyle=/i);
    });

    test("a footer dialog locks the page's scroll with no inline style", async ({
        page,
        startSignIn
    }) => {
        await startSignIn();
        await page.getByRole("link", { name: "Rate Schedule (PDF)" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        // react-remove-scroll's rules, added as a constructed style sheet (keycloakify-seam/browser/styleSingleton.ts).
        await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
            .toBe("hidden");
        expect(await page.locator("style").count()).toBe(0);
    });

    test("with the theme's scripts blocked, the sign-in page is the product's form in its language and signs in; a page without a server-written form says what to do", async ({
        page,
        pageProblems
    }) => {
        await page.route(/\/resources\/.+\.m?js(\?.*)?$/, route => route.abort("blockedbyclient"));
        await page.goto(authorizationUrl({ ui_locales: "de" }));
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(
            page.locator("#root[data-first-view] main[data-page-id='login.ftl']")
        ).toBeVisible();
        await expect(page.getByText(/^Diese Seite konnte nicht starten\./)).toHaveCount(0);
        await page.getByRole("link", { name: "Registrieren" }).click();
        await expect(page.getByText(/^Diese Seite konnte nicht starten\./)).toBeVisible();
        await page.goBack();

        await page.getByLabel("Benutzername oder E-Mail").fill(customer.username);
        await page.getByLabel("Passwort", { exact: true }).fill(customer.password);
        await page.getByRole("button", { name: "Anmelden", exact: true }).click();
        await expectSignedIn(page);
        expectProblem(pageProblems, BLOCKED);
    });

    test.describe("under a stricter policy that runs no script at all", () => {
        withRealmContentSecurityPolicy(
            demoRealmContentSecurityPolicy().replace("script-src 'self'", "script-src 'none'")
        );

        test("the sign-in page shows the product's form, written by the server, instead of an empty page", async ({
            page,
            pageProblems
        }) => {
            await page.goto(authorizationUrl());
            await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
            await expect(page.getByText(/^This page could not start\./)).toHaveCount(0);
            await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
            // Passkeys need the app's script: their button keeps its place, unseen.
            await expect(page.getByRole("button", { name: "Sign in with Passkey" })).toBeHidden();
            await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
            // Each refused script: its violation, the browser's console message and the failed request.
            expectProblem(pageProblems, /script-src|\(csp\)$/);
        });
    });
});
