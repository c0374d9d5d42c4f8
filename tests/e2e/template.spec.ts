import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../fixtures/axe";
import { holdRequests } from "../fixtures/holdRequests";
import { collectPageErrors } from "../fixtures/pageErrors";

/** The portal configuration call of docs/product.md §7 (any portal base). */
const PORTAL_CALL = "**/api/trpc/portalConfigurationApi.getConfig?*";

async function hasHorizontalScroll(page: Page): Promise<boolean> {
    return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test.describe("page template in the browser (docs/product.md §2.2, §2.3, §4)", () => {
    for (const width of [320, 900, 1440]) {
        test(`branding from the portal appears at ${width}px without horizontal scroll`, async ({
            page
        }) => {
            const errors = collectPageErrors(page);
            const backgroundRequests: string[] = [];
            page.on("request", request => {
                if (request.url().endsWith("/assets/background.svg"))
                    backgroundRequests.push(request.url());
            });
            await page.setViewportSize({ width, height: 900 });
            await page.goto("/?page=login.ftl");
            const footer = page.getByRole("contentinfo");
            await expect(footer).toBeVisible();
            await expect(
                page.getByRole("main").getByRole("img", { name: "Northwind Gas" })
            ).toBeVisible();
            await expect(footer.getByRole("navigation", { name: "Footer links" })).toBeVisible();
            const welcome = page.getByRole("heading", { level: 2, name: "Welcome to Northwind Gas" });
            if (width >= 900) {
                await expect(welcome).toBeVisible();
                await expect(page.getByRole("main")).toHaveCSS("width", "485px");
                const background = page.locator("section picture img");
                await expect
                    .poll(() => background.evaluate(img => (img as HTMLImageElement).currentSrc))
                    .toMatch(/\/assets\/background\.svg$/);
            } else {
                await expect(welcome).toBeHidden();
                // The welcome column is hidden on phones, so its background is not downloaded.
                await page.waitForLoadState("networkidle");
                expect(backgroundRequests).toEqual([]);
            }
            expect(await hasHorizontalScroll(page)).toBe(false);
            expect(errors).toEqual([]);
        });
    }

    test("the welcome column has content only where it shows, and fills in when the window widens", async ({
        page
    }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize({ width: 400, height: 900 });
        await page.goto("/?page=login.ftl");
        await expect(page.getByRole("contentinfo")).toBeVisible();
        const welcome = page.getByRole("heading", { level: 2, name: "Welcome to Northwind Gas" });
        // Not merely hidden: a phone's first render does not build (or sanitize) what it cannot show.
        await expect(welcome).toHaveCount(0);
        await expect(page.locator("section picture")).toHaveCount(0);

        await page.setViewportSize({ width: 1200, height: 900 });
        await expect(welcome).toBeVisible();
        expect(errors).toEqual([]);
    });

    test("a failed portal answer leaves the form usable and shows no footer", async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.route(PORTAL_CALL, route => route.fulfill({ status: 500, body: "down" }));
        await page.goto("/?page=login.ftl");
        await expect(page.getByText("Gas Utility", { exact: true })).toBeVisible();
        await page
            .getByLabel(/username/i)
            .first()
            .fill("jane");
        await expect(page.getByLabel(/username/i).first()).toHaveValue("jane");
        await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        // Only the expected failure is reported: the browser's own 500 line and the docs/product.md
        // §8 log entry.
        expect(errors.some(error => error.includes("HTTP error! status: 500"))).toBe(true);
        const unexpected = errors.filter(error => !/HTTP error! status: 500|status of 500/.test(error));
        expect(unexpected).toEqual([]);
    });

    test("a late portal answer does not block the form or shift the layout", async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        const release = await holdRequests(page, PORTAL_CALL);
        await page.addInitScript(() => {
            const shifts: number[] = [];
            (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
            new PerformanceObserver(list => {
                for (const entry of list.getEntries())
                    shifts.push((entry as unknown as { value: number }).value);
            }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto("/?page=login.ftl");
        const username = page.getByLabel(/username/i).first();
        await username.fill("jane");
        await expect(page.getByRole("contentinfo")).toHaveCount(0);

        release();
        await expect(page.getByRole("main").getByRole("img", { name: "Northwind Gas" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(username).toHaveValue("jane");
        const cls = await page.evaluate(() =>
            (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
                (sum, value) => sum + value,
                0
            )
        );
        expect(cls).toBeLessThanOrEqual(0.01);
    });

    for (const scheme of ["light", "dark"] as const) {
        test(`axe finds no WCAG violations in ${scheme} mode, with a footer dialog closed and open`, async ({
            page
        }) => {
            await page.emulateMedia({ colorScheme: scheme });
            await page.setViewportSize({ width: 1440, height: 900 });
            await page.goto("/?page=login.ftl");
            await expect(page.locator("html")).toHaveClass(
                scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/
            );
            const privacy = page.getByRole("link", { name: "Privacy Policy" });
            await expect(privacy).toBeVisible();
            expect(await axeViolations(page)).toEqual([]);

            await privacy.click();
            const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
            await expect(dialog).toBeVisible();
            expect(await axeViolations(page)).toEqual([]);

            await page.keyboard.press("Escape");
            await expect(dialog).toBeHidden();
            await expect(privacy).toBeFocused();
        });

        test(`the PDF footer dialog draws the document, not a frame, in ${scheme} mode; axe finds nothing`, async ({
            page
        }) => {
            const errors = collectPageErrors(page);
            await page.emulateMedia({ colorScheme: scheme });
            await page.goto("/?page=login.ftl");
            const link = page.getByRole("link", { name: "Rate Schedule (PDF)" });
            await link.click();
            const dialog = page.getByRole("dialog", { name: "Rate Schedule (PDF)" });
            const firstPage = dialog
                .getByRole("region", { name: "Rate Schedule (PDF)" })
                .getByRole("group", { name: "Page 1 of 1" });
            // PDF.js's text layer: the document's words, readable by screen readers.
            await expect(firstPage).toContainText("Residential Rate Schedule 2025");
            expect(await dialog.locator("iframe, object, embed").count()).toBe(0);
            expect(await axeViolations(page)).toEqual([]);

            await page.keyboard.press("Escape");
            await expect(dialog).toBeHidden();
            await expect(link).toBeFocused();
            expect(errors).toEqual([]);
        });
    }

    test("the stored dark mode is applied before the page's own code runs (no flash)", async ({
        page
    }) => {
        await page.addInitScript(() => {
            localStorage.setItem("utility-portal.color-mode", "dark");
            document.addEventListener("readystatechange", () => {
                // "interactive" comes before any module script runs, i.e. before React.
                if (document.readyState === "interactive") {
                    const dark = document.documentElement.classList.contains("dark");
                    (window as unknown as { darkBeforeApp: boolean }).darkBeforeApp = dark;
                }
            });
        });
        await page.goto("/?page=login.ftl");
        await expect(page.getByRole("main")).toBeVisible();
        expect(
            await page.evaluate(() => (window as unknown as { darkBeforeApp: boolean }).darkBeforeApp)
        ).toBe(true);
        await page.getByRole("button", { name: "Light" }).click();
        await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    });
    for (const [state, dir] of [
        ["action", "ltr"],
        ["action,ar", "rtl"]
    ] as const) {
        test(`the panel's gradient stripe sits on the start edge (${dir})`, async ({ page }) => {
            await page.setViewportSize({ width: 1440, height: 900 });
            await page.goto(`/?page=login.ftl&state=${state}`);
            await expect(page.locator("html")).toHaveAttribute("dir", dir);
            const offsets = await page.getByRole("main").evaluate(main => {
                const panel = main.getBoundingClientRect();
                const stripe = getComputedStyle(main, "::before");
                return {
                    left: parseFloat(stripe.left),
                    right: parseFloat(stripe.right),
                    width: parseFloat(stripe.width),
                    panel: panel.width
                };
            });
            expect(offsets.width).toBe(8);
            expect(dir === "ltr" ? offsets.left : offsets.right).toBe(0);
            expect(dir === "ltr" ? offsets.right : offsets.left).toBe(offsets.panel - 8);
        });
    }
    for (const source of ["portal", "default"] as const) {
        test(`footer phone numbers (${source} text) stay on one line at every width`, async ({
            page
        }) => {
            if (source === "default") {
                // The portal without a customer-service text: the localized default line shows.
                await page.route(PORTAL_CALL, async route => {
                    const response = await route.fetch();
                    const body = (await response.json()) as {
                        result: { data: { json: { footer: Record<string, unknown> } } };
                    }[];
                    delete body[0]!.result.data.json.footer.contactInformation;
                    await route.fulfill({ response, json: body });
                });
            }
            await page.setViewportSize({ width: 320, height: 900 });
            await page.goto("/?page=login.ftl");
            const phones = page.getByRole("contentinfo").locator("a[href^='tel:']");
            await expect(phones.first()).toBeVisible();
            const broken: string[] = [];
            for (let width = 320; width <= 1000; width += 8) {
                await page.setViewportSize({ width, height: 900 });
                const lines = await phones.evaluateAll(links =>
                    links.map(link => link.getClientRects().length)
                );
                if (lines.some(count => count !== 1)) broken.push(`${width}px: ${lines.join(",")}`);
            }
            expect(broken).toEqual([]);
        });
    }
});
