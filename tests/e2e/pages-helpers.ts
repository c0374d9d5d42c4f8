import { axeViolations } from "../fixtures/axe";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Answers every POST the page makes with a small HTML page and records its body, so a test can
 * count the posts and read what was sent (`url.loginAction` of the `action` mock state).
 */
export async function recordPosts(page: Page): Promise<{ url: string; body: URLSearchParams }[]> {
    const posts: { url: string; body: URLSearchParams }[] = [];
    await page.route(
        url => url.pathname === "/login-action",
        async route => {
            const request = route.request();
            if (request.method() === "POST") {
                posts.push({ url: request.url(), body: new URLSearchParams(request.postData() ?? "") });
            }
            await route.fulfill({
                contentType: "text/html",
                body: "<!doctype html><title>Posted</title><h1>Posted</h1>"
            });
        }
    );
    return posts;
}

/**
 * Opens the preview of `pageId` with mock `states` (plus `action`, so posts reach `/login-action`)
 * and waits until the page's `h1` shows and the network has settled, so a dev-server reload after
 * its first dependency scan does not land in the middle of a test. Waits as long as the config's
 * `expect` limit (a cold server on a busy machine).
 */
export async function openPage(page: Page, pageId: string, states: string[] = []) {
    await page.goto(`/?page=${pageId}&state=${["action", ...states].join(",")}`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
    for (let step = 0; step < max; step++) {
        if (await target.evaluate(element => element === document.activeElement)) return;
        await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    }
    throw new Error(`Could not reach ${target} with the keyboard`);
}

/** Runs axe ({@link axeViolations}) and expects no violation (listed by rule and element if any). */
export async function expectNoAxeViolations(page: Page) {
    expect(await axeViolations(page)).toEqual([]);
}
