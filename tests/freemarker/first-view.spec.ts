import type { Page } from "@playwright/test";
import { holdRequests } from "../fixtures/holdRequests";
import { collectPageErrors } from "../fixtures/pageErrors";
import { loginActionOf } from "./browserChecks";
import { expect, jarBuilt, test } from "./fixture";

/**
 * docs/decisions.md §22: FreeMarker writes the sign-in and error pages' first view (the product's
 * frame and form, `config/firstView/firstView.ftl`), so it paints and signs in before any script,
 * and the app takes it over in place. Scripts are held back or refused with `page.route`, so no
 * verdict depends on how fast the machine is.
 */
const APP_SCRIPTS = /\/assets\/(boot|vendor|index)-[^/]+\.js$/;

/** Every layout shift of the page, input or not (Lighthouse's CLS leaves out those after input). */
function recordLayoutShifts(): void {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver(list => {
        for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
}

const layoutShift = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

/** The boxes of what a customer looks at and types into, to compare before and after the takeover. */
const boxesOf = (page: Page) =>
    page.evaluate(() =>
        ["#kc-page-title", "#username", "#password", "#rememberMe", "#kc-login", "#kc-registration"].map(
            selector => {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                return box && { selector, x: box.x, y: box.y, width: box.width, height: box.height };
            }
        )
    );

const tookOver = (page: Page) => expect(page.locator("#root:not([data-first-view])")).toBeAttached();

test.describe("the server-written first view", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("signs in with every script refused: the product's form, styled, posting to the login action", async ({
        page,
        freemarker
    }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        await page.route(/\.js$/, route => route.abort());
        await page.goto(freemarker.urlOf(rendered));

        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
        await expect(page.locator("#username")).toBeFocused();
        // The product's stylesheet applies: the primary button is filled, not the browser's grey.
        const submit = page.getByRole("button", { name: "Sign In" });
        await expect(submit).toHaveCSS("background-color", "rgb(0, 103, 166)");
        await expect(page.locator("#kc-fallback")).toHaveCount(0);

        await page.getByLabel("Username or email").fill("alice@example.com");
        await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
        const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
        await submit.click();
        const request = await posted;
        expect(request.method).toBe("POST");
        expect(Object.fromEntries(request.fields)).toEqual({
            username: "alice@example.com",
            password: "correct horse battery staple",
            credentialId: ""
        });
    });

    for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 }
    ]) {
        test(`at ${viewport.width} px the app takes it over in place, keeping the typed values, the focus and the caret`, async ({
            page,
            freemarker
        }) => {
            const errors = collectPageErrors(page);
            await page.setViewportSize(viewport);
            await page.addInitScript(recordLayoutShifts);
            const release = await holdRequests(page, APP_SCRIPTS);
            // Not until "load": that waits for the scripts held back.
            await page.goto(freemarker.urlOf(freemarker.find("login-default", "login.ftl")), {
                waitUntil: "commit"
            });

            await page.getByLabel("Username or email").fill("alice@example.com");
            await page.getByLabel("Remember me").check();
            await page.getByLabel("Password", { exact: true }).pressSequentially("s3cret!");
            await page.getByLabel("Password", { exact: true }).press("ArrowLeft");
            await page.getByLabel("Password", { exact: true }).press("ArrowLeft");
            const before = await boxesOf(page);

            release();
            await tookOver(page);
            await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
            await expect(page.getByLabel("Username or email")).toHaveValue("alice@example.com");
            await expect(page.getByLabel("Password", { exact: true })).toHaveValue("s3cret!");
            await expect(page.getByLabel("Remember me")).toBeChecked();
            await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
            expect(
                await page
                    .getByLabel("Password", { exact: true })
                    .evaluate((input: HTMLInputElement) => input.selectionStart)
            ).toBe(5);
            expect(await boxesOf(page)).toEqual(before);
            expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
            expect(errors).toEqual([]);
        });
    }

    test("a post under way is neither taken over nor sent twice", async ({ page, freemarker }) => {
        const rendered = freemarker.find("login-default", "login.ftl");
        const release = await holdRequests(page, APP_SCRIPTS);
        const posts: string[] = [];
        // "204 No Content" keeps the page where it is, as a post still under way would.
        const loginAction = new URL(loginActionOf(rendered)).pathname;
        await page.route(
            url => url.pathname === loginAction,
            route => {
                posts.push(route.request().method());
                return route.fulfill({ status: 204 });
            }
        );
        await page.goto(freemarker.urlOf(rendered), { waitUntil: "commit" });
        await page.getByLabel("Username or email").fill("alice@example.com");
        await page.getByLabel("Password", { exact: true }).fill("secret");
        // Read directly: Playwright's locators would wait for the navigation a 204 never finishes.
        const rootMarks = () =>
            page.evaluate(() => document.getElementById("root")?.getAttributeNames().sort().join(" "));
        await page.getByRole("button", { name: "Sign In" }).click({ noWaitAfter: true });
        await expect.poll(rootMarks).toBe("data-first-view data-submitted id");
        await page.evaluate(() => document.getElementById("kc-login")?.click());

        release();
        await page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
        await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 500)));
        expect(await rootMarks()).toBe("data-first-view data-submitted id");
        expect(
            await page.evaluate(() => document.querySelector("[aria-label='Show password']"))
        ).toBeNull();
        expect(posts).toEqual(["POST"]);
    });

    test("the error page shows Keycloak's message and the way back with every script refused", async ({
        page,
        freemarker
    }) => {
        const rendered = freemarker.find("error-trace", "error.ftl");
        await page.route(/\.js$/, route => route.abort());
        await page.goto(freemarker.urlOf(rendered));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are sorry...");
        await expect(page.locator("#kc-error-message .instruction")).not.toBeEmpty();
        await expect(page.locator("#traceId")).toBeVisible();
        await expect(page.locator("#kc-fallback")).toHaveCount(0);
    });
});
