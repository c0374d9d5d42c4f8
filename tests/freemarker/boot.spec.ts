import type { Page } from "@playwright/test";
import { holdRequests } from "../fixtures/holdRequests";
import { collectPageErrors } from "../fixtures/pageErrors";
import {
    bootPage,
    expectNothingExecuted,
    expectPostedFields,
    loginActionOf,
    submitForm,
    traceExecution
} from "../freemarker/browserChecks";
import { expect, jarBuilt, pairs, test, type FreemarkerWorld } from "./fixture";

/**
 * Injection safety: the four custom pages are loaded in Chromium from FreeMarker's output (jar
 * resources at url.resourcesPath, the local tRPC portal at properties.PORTAL_BASE_URL_DEV) with
 * hostile values in fields a real Keycloak cannot be made to send (realm names, message summaries,
 * URLs), must post to url.loginAction with the expected fields and run nothing injected.
 * That the pages boot and post with ordinary data is proven against the real Keycloak
 * (`tests/keycloak/`), which wins where both would test the same thing.
 */
const browserPairs = pairs.filter(
    ({ scenario }) => scenario.hostile && (scenario.submit || scenario.link)
);

test.describe("custom pages booted from FreeMarker output", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    for (const { scenario, ftl } of browserPairs) {
        test(`${scenario.name} → ${ftl} executes nothing and posts the values intact`, async ({
            page,
            freemarker
        }) => {
            const rendered = freemarker.find(scenario.name, ftl);
            const trace = traceExecution(page);
            const errors = collectPageErrors(page);
            const ready = scenario.submit?.form ?? scenario.link!.selector;
            await bootPage(page, freemarker, rendered, ready);
            await expectNothingExecuted(page, trace);
            expect(errors, "console errors, exceptions or failed requests").toEqual([]);

            if (scenario.submit) {
                const request = await submitForm(page, freemarker, rendered, scenario.submit);
                expectPostedFields(request, scenario.submit);
            } else {
                const link = page.locator(`a[href="${loginActionOf(rendered)}"]`);
                await expect(link).toHaveCount(1);
                const recorded = freemarker.server.nextRequest(
                    new URL(loginActionOf(rendered)).pathname
                );
                await link.click();
                expect((await recorded).method).toBe("GET");
            }
            expect(trace.dialogs, "dialogs opened").toEqual([]);
        });
    }
});

/**
 * docs/decisions.md §10: every tool renders with Preact 11 (`preact/compat`); this proves the Radix
 * widgets once more on the built login page itself, as the jar ships it: the language menu (loaded
 * on first interaction) opens from the keyboard with focus inside, and a footer html dialog opens
 * and closes with focus back on its link.
 */
test.describe("Radix widgets on the built login page", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("language menu and a footer dialog work from the keyboard", async ({ page, freemarker }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        const errors = collectPageErrors(page);
        await bootPage(page, freemarker, rendered, "#kc-form-login");

        const languages = page.getByRole("button", { name: /English/ });
        await expect(languages).toHaveAttribute("aria-haspopup", "menu");
        await languages.focus();
        await page.keyboard.press("Enter");
        const menu = page.getByRole("menu");
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("menuitem", { name: "Deutsch" })).toHaveAttribute(
            "href",
            /kc_locale=de/
        );
        await expect(menu.getByRole("menuitem").first()).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(languages).toBeFocused();

        const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
        await privacy.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("heading", { name: "Your privacy" })).toBeVisible();
        await expect(dialog).toContainText("We never sell your data.");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(privacy).toBeFocused();
        expect(errors, "console errors, exceptions or failed requests").toEqual([]);
    });
});

/** Every request of `page` for the app's code: the main bundle, its libraries and the page's code. */
function recordAppCodeRequests(page: Page): string[] {
    const requested: string[] = [];
    page.on("request", request => {
        if (/\/assets\/(vendor|index|Login)-[^/]+\.js$/.test(request.url()))
            requested.push(request.url());
    });
    return requested;
}

/**
 * Moves the paused clock on, a task at a time, until the app has taken over: the takeover comes a
 * task after the app's code is evaluated (`takeoverDue`, docs/decisions.md §11), whenever it loads.
 */
async function runUntilTakenOver(page: Page, appForm = "#kc-form-login"): Promise<void> {
    const taken = page.locator(`#root:not([data-first-view]) ${appForm}`);
    await expect(async () => {
        await page.clock.runFor(1);
        await expect(taken).toBeVisible({ timeout: 100 });
    }).toPass();
}

/**
 * Records whether the header logo is in the document when the app's sign-in form first appears:
 * when the app has taken over the server-written first view (docs/decisions.md §22). The Template
 * and the page render in one commit, and the observer runs right after it, before any paint: what
 * it sees is the first frame of the app's form.
 */
function recordLogoWithFirstForm(): void {
    const observer = new MutationObserver(() => {
        const root = document.getElementById("root");
        if (root === null || root.hasAttribute("data-first-view")) return;
        if (document.querySelector("#kc-form-login") === null) return;
        observer.disconnect();
        (window as unknown as { logoWithFirstForm: boolean }).logoWithFirstForm =
            document.querySelector('main img[alt="Northwind Gas"]') !== null;
    });
    observer.observe(document, { attributes: true, childList: true, subtree: true });
}

/**
 * docs/decisions.md §11, §22: on a page with a server-written first view the boot script is the
 * only module script; it paints the portal's logo (the largest paint) in the first view and only
 * then loads the app, or when the portal call gives up (5 s). The page's clock stands still, so
 * no deadline passes unless a test moves the clock, however slow the machine.
 */
test.describe("boot of the built login page", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    /** Opens the built sign-in page on a clock standing at 1 s and the portal's answer held back. */
    async function openWithPortalHeld(page: Page, freemarker: FreemarkerWorld) {
        await page.clock.install({ time: 0 });
        await page.clock.pauseAt(1000);
        const appCode = recordAppCodeRequests(page);
        const releasePortal = await holdRequests(page, /portalConfigurationApi\.getConfig/);
        const rendered = freemarker.find("login-default", "login.ftl");
        await page.goto(freemarker.urlOf(rendered), { waitUntil: "commit" });
        return { appCode, releasePortal };
    }

    test("paints a late portal's logo in the first view before the app's code is requested; the app keeps that image", async ({
        page,
        freemarker
    }) => {
        await page.addInitScript(recordLogoWithFirstForm);
        const logoRequests: string[] = [];
        page.on("request", request => {
            if (request.url().includes("header-logo")) logoRequests.push(request.url());
        });
        const { appCode, releasePortal } = await openWithPortalHeld(page, freemarker);
        await page.waitForTimeout(500);
        await expect(page.locator("#root[data-first-view] #kc-form-login")).toBeVisible();
        expect(appCode).toEqual([]);

        releasePortal();
        const painted = page.locator("#root[data-first-view] header img");
        await expect(painted).toHaveJSProperty("complete", true);
        await painted.evaluate(image => image.setAttribute("data-painted-by", "boot"));
        expect(appCode).toEqual([]);

        await page.clock.runFor(100);
        await runUntilTakenOver(page);
        expect(appCode).toContainEqual(expect.stringMatching(/\/index-/));
        await expect(page.locator('header img[data-painted-by="boot"]')).toHaveAttribute(
            "alt",
            "Northwind Gas"
        );
        await expect(page.locator("header img")).toHaveCount(1);
        expect(logoRequests).toHaveLength(1);
        expect(
            await page.evaluate(
                () => (window as unknown as { logoWithFirstForm: boolean }).logoWithFirstForm
            )
        ).toBe(true);
    });

    test("a portal that does not answer holds the app's code until the portal call gives up", async ({
        page,
        freemarker
    }) => {
        const { appCode } = await openWithPortalHeld(page, freemarker);
        await expect(page.locator("#root[data-first-view] #kc-form-login")).toBeVisible();

        await page.clock.runFor(4900);
        await page.waitForTimeout(300);
        expect(appCode).toEqual([]);
        await page.clock.runFor(200);
        await runUntilTakenOver(page);
        expect(appCode).toContainEqual(expect.stringMatching(/\/index-/));
    });

    test("a repeat visit paints the logo kept from the last one and the app takes over, with the portal silent", async ({
        page,
        freemarker
    }) => {
        const firstVisit = await openWithPortalHeld(page, freemarker);
        firstVisit.releasePortal();
        await expect(page.locator("#root[data-first-view] header img")).toHaveCount(1);
        await page.clock.runFor(100);
        await runUntilTakenOver(page, "#welcome-title");

        await page.unrouteAll();
        await holdRequests(page, /portalConfigurationApi\.getConfig/);
        const appCode = recordAppCodeRequests(page);
        await page.goto(freemarker.urlOf(freemarker.find("login-default", "login.ftl")), {
            waitUntil: "commit"
        });
        await expect(page.locator("#root[data-first-view] header img")).toHaveAttribute(
            "alt",
            "Northwind Gas"
        );
        await page.clock.runFor(100);
        await runUntilTakenOver(page);
        expect(appCode).toContainEqual(expect.stringMatching(/\/index-/));
        await expect(page.locator("header img")).toHaveCount(1);
        await expect(page.locator("#welcome-title")).toHaveText("Welcome to Northwind Gas");
        // The footer renders in a task of its own after the first frame (docs/decisions.md §11).
        await page.clock.runFor(100);
        await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    });
});
