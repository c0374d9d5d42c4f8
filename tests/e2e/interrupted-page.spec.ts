import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "./pages-helpers";

/**
 * The page HAProxy serves when a node dies holding a post (docs/decisions.md §25,
 * dev/keycloak/load-balancer/interrupted.html): it must be as accessible as the theme's own pages
 * and its button must take the customer back to the step they were on.
 */
const interrupted = readFileSync(
    new URL("../../dev/keycloak/load-balancer/interrupted.html", import.meta.url),
    "utf8"
);
const ORIGIN = "http://balancer.test";

test.beforeEach(async ({ page }) => {
    await page.route(`${ORIGIN}/**`, route =>
        route.fulfill({
            contentType: "text/html",
            body: route.request().url().endsWith("/interrupted")
                ? interrupted
                : "<!doctype html><html lang='en'><title>Code</title><h1>One-time code</h1></html>"
        })
    );
});

for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [375, 1440]) {
        test(`is axe-clean in ${colorScheme} mode at ${width} px`, async ({ page }) => {
            await page.emulateMedia({ colorScheme });
            await page.setViewportSize({ width, height: 800 });
            await page.goto(`${ORIGIN}/interrupted`);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in interrupted");
            await expectNoAxeViolations(page);
        });
    }
}

test("Go back, reached by keyboard, returns to the step the customer was on", async ({ page }) => {
    await page.goto(`${ORIGIN}/code`);
    await page.goto(`${ORIGIN}/interrupted`);
    await page.keyboard.press("Tab");
    const goBack = page.getByRole("button", { name: "Go back" });
    await expect(goBack).toBeFocused();
    const box = await goBack.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${ORIGIN}/code`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One-time code");
});
