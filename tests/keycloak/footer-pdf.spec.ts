import type { Page } from "@playwright/test";
import { KEYCLOAK_URL, PORTAL_URL } from "../../dev/keycloak/addresses";
import { demoRealmContentSecurityPolicy } from "../../dev/keycloak/realm";
import { expect, expectAccessible, test } from "./fixture";

const TITLE = "Rate Schedule (PDF)";
const PDF_URL = `${PORTAL_URL}/assets/rate-schedule.pdf`;

/**
 * Opens the sign-in page and the PDF footer link's dialog; returns the link, the dialog and the
 * sign-in page's Content-Security-Policy header as Keycloak sent it.
 */
async function openPdfDialog(page: Page, startSignIn: () => Promise<void>) {
    const signInPage = page.waitForResponse(
        response => response.request().resourceType() === "document" && response.url().includes("/auth?")
    );
    await startSignIn();
    const csp = (await signInPage).headers()["content-security-policy"];
    const link = page.getByRole("link", { name: TITLE });
    await link.click();
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    return { link, dialog, csp };
}

/** How many pixels of a canvas are clearly darker than white paper (drawn text or lines). */
function inkedPixels(canvas: HTMLCanvasElement): number {
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3] > 0 && data[index] + data[index + 1] + data[index + 2] < 384) inked += 1;
    }
    return inked;
}

test.describe("the PDF footer dialog in a real Keycloak (docs/product.md §2.3.5)", () => {
    test("draws the portal's PDF under the demo realm's strict CSP, reads out its text, passes axe and returns focus on Close", async ({
        page,
        startSignIn
    }) => {
        const workers: string[] = [];
        page.on("worker", worker => workers.push(worker.url()));
        const { link, dialog, csp } = await openPdfDialog(page, startSignIn);
        // The realm's strict policy (docs/security.md §1): no frame, no eval, no inline style.
        expect(csp).toBe(demoRealmContentSecurityPolicy());

        const pdfRegion = dialog.getByRole("region", { name: TITLE });
        const firstPage = pdfRegion.getByRole("group", { name: "Page 1 of 1" });
        await expect(firstPage).toBeVisible();
        await expect(dialog.getByRole("status")).toBeHidden();
        // The text layer carries the document's words for screen readers and selection.
        await expect(firstPage).toContainText("Northwind Gas - Residential Rate Schedule 2025");
        await expect(firstPage).toContainText("Delivery charge: $0.48 per therm");
        // The canvas is drawn, not blank.
        await expect.poll(() => firstPage.locator("canvas").evaluate(inkedPixels)).toBeGreaterThan(500);
        expect(await dialog.locator("iframe, object, embed").count()).toBe(0);
        // PDF.js's worker comes from the theme's own resources, same origin as the page.
        expect(workers).toHaveLength(1);
        expect(workers[0]).toMatch(new RegExp(`^${KEYCLOAK_URL}/resources/.+/pdfWorker-[\\w-]+\\.js$`));

        // The document region scrolls from the keyboard (WCAG 2.1.1).
        await pdfRegion.focus();
        await page.keyboard.press("End");
        await expect.poll(() => pdfRegion.evaluate(element => element.scrollTop)).toBeGreaterThan(0);

        await expectAccessible(page);

        await dialog.getByRole("button", { name: "Close" }).last().click();
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();
    });

    test("fits a 375 px wide phone, and Escape returns focus to the link", async ({
        page,
        startSignIn
    }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        const { link, dialog } = await openPdfDialog(page, startSignIn);
        const pdfRegion = dialog.getByRole("region", { name: TITLE });
        const firstPage = pdfRegion.getByRole("group", { name: "Page 1 of 1" });
        await expect(firstPage).toContainText("Monthly customer charge: $12.50");

        const dialogBox = (await dialog.boundingBox())!;
        expect(dialogBox.x).toBeGreaterThanOrEqual(0);
        expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
        const pageBox = (await firstPage.boundingBox())!;
        expect(pageBox.x + pageBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
        // No sideways scrolling of the page itself (WCAG 1.4.10).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectAccessible(page);

        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();
    });

    test("offers the PDF in a new tab when the portal sends something that is not a PDF", async ({
        page,
        startSignIn
    }) => {
        await page.route(PDF_URL, route =>
            route.fulfill({
                status: 200,
                contentType: "application/pdf",
                headers: { "Access-Control-Allow-Origin": KEYCLOAK_URL },
                body: "<html>maintenance page</html>"
            })
        );
        const { dialog } = await openPdfDialog(page, startSignIn);
        await expect(dialog.getByRole("alert")).toContainText("The document cannot be shown here.");
        const fallback = dialog.getByRole("link", { name: "Open the PDF (opens in a new tab)" });
        await expect(fallback).toHaveAttribute("href", PDF_URL);
        await expect(fallback).toHaveAttribute("target", "_blank");
        await expect(fallback).toHaveAttribute("rel", "noopener noreferrer");
        await expectAccessible(page);
    });
});
