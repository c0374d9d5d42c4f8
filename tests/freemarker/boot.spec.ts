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
import { expect, jarBuilt, pairs, test } from "./fixture";

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

/**
 * docs/decisions.md §11: the boot script (`src/boot.ts`) runs before the main bundle and starts
 * what the first view waits for next. With the main bundle held back, the login page's code, the
 * portal call and the header logo (the largest paint) must already be on their way; then the page
 * boots as usual.
 */
test.describe("first view of the built login page", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("requests the page's code, the portal configuration and the header logo before the main bundle has arrived", async ({
        page,
        freemarker
    }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        const release = await holdRequests(page, /\/assets\/(vendor|index)-[^/]+\.js$/);
        const early = [
            /\/assets\/Login-[^/]+\.js$/,
            /portalConfigurationApi\.getConfig/,
            /header-logo/
        ].map(url => page.waitForRequest(url, { timeout: 10_000 }));

        const booted = bootPage(page, freemarker, rendered, "#kc-form-login");
        await Promise.all(early);
        release();
        await booted;
        await expect(page.getByRole("img", { name: "Northwind Gas" }).first()).toHaveJSProperty(
            "complete",
            true
        );
    });
});

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
 * docs/decisions.md §11: the first render waits, within a deadline, for the portal's answer and the
 * header logo the boot script loads, so the form and the logo are painted in one frame. That a
 * portal which does not answer does not hold the form past the deadline is tested in
 * `tests/e2e/template.spec.ts` ("a late portal answer does not block the form …").
 */
test.describe("first render of the built login page", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    const portalCall = /portalConfigurationApi\.getConfig/;

    test("the first render waits for a late portal answer and shows its logo with the form", async ({
        page,
        freemarker
    }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        // The page's clock stands still, so the 300 ms deadline cannot pass however slow the machine.
        await page.clock.install({ time: 0 });
        await page.clock.pauseAt(1000);
        await page.addInitScript(recordLogoWithFirstForm);
        const release = await holdRequests(page, portalCall);
        const mainBundle = page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
        await page.goto(freemarker.urlOf(rendered));
        await mainBundle;
        // Without the wait the app would take the form over as soon as the main bundle has run.
        await page.waitForTimeout(500);
        await expect(page.locator("#root[data-first-view]")).toBeAttached();

        release();
        await expect(page.locator("#root:not([data-first-view]) #kc-form-login")).toBeVisible();
        expect(
            await page.evaluate(
                () => (window as unknown as { logoWithFirstForm: boolean }).logoWithFirstForm
            )
        ).toBe(true);
    });
});
