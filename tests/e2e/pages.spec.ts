import { expect, test } from "@playwright/test";
import { customPageIds } from "../../src/login/pageRegistry";
import { keycloakPageIds } from "../../src/test-support/pageIds";
import { collectPageErrors } from "../fixtures/pageErrors";

test.describe("page selection in the browser (docs/product.md §2.1)", () => {
    // One page visits them all: a fresh context per page id would fetch every module of the
    // development server again, for the same verdicts (a soft failure names its page id).
    test("every page id renders inside our template without errors", async ({ page }) => {
        test.setTimeout(keycloakPageIds.length * 60_000);
        for (const pageId of keycloakPageIds) {
            const errors = collectPageErrors(page);
            await page.goto(`/?page=${pageId}`);
            await expect.soft(page.getByRole("main"), pageId).toHaveAttribute("data-page-id", pageId);
            await expect.soft(page.getByRole("heading", { level: 1 }), pageId).toBeVisible();
            await expect.soft(page.locator("html"), pageId).toHaveAttribute("lang", "en");
            expect.soft(errors, pageId).toEqual([]);
            page.removeAllListeners();
        }
    });

    test("the sign-in form posts to the login action", async ({ page }) => {
        await page.goto("/?page=login.ftl&state=action");
        const form = page.locator("form#kc-form-login");
        await expect(form).toHaveAttribute("method", "post");
        await expect(form).toHaveAttribute("action", /login-action/);
        await expect(page.getByLabel(/username/i).first()).toBeVisible();
    });

    test("the registration form asks for the password twice", async ({ page }) => {
        await page.goto("/?page=register.ftl&state=password-required");
        await expect(page.locator("form#kc-register-form")).toBeVisible();
        await expect(page.locator("input[name=password]")).toBeVisible();
        await expect(page.locator("input[name=password-confirm]")).toBeVisible();
    });

    test("an unknown page id shows the no-context heading", async ({ page }) => {
        await page.goto("/?page=not-a-page.ftl");
        await expect(
            page.getByRole("heading", { name: "No Keycloak context is present" })
        ).toBeVisible();
    });

    test("lists our pages among the ids Keycloak sends", () => {
        for (const id of customPageIds) expect(keycloakPageIds).toContain(id);
        expect(keycloakPageIds).toHaveLength(36);
    });

    test("the reset-password submit spans the column like the field above it", async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto("/?page=login-reset-password.ftl");
        const field = await page.getByRole("textbox", { name: /username/i }).boundingBox();
        const submit = await page.getByRole("button", { name: "Submit" }).boundingBox();
        expect(field).not.toBeNull();
        expect(submit).not.toBeNull();
        expect(Math.abs(submit!.width - field!.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(submit!.x - field!.x)).toBeLessThanOrEqual(1);
    });

    test("page expired: a space separates each sentence from its Click here link", async ({ page }) => {
        await page.goto("/?page=login-page-expired.ftl");
        const links = page.getByRole("link", { name: /Click here/ });
        await expect(links).toHaveCount(2);
        const gaps = await links.evaluateAll(anchors =>
            anchors.map(link => {
                // The last visible character before the link (a blank text node may sit between).
                let node = link.previousSibling!;
                while (node.textContent!.trim() === "") node = node.previousSibling!;
                let text = node;
                while (text.lastChild !== null) text = text.lastChild;
                const end = text.textContent!.trimEnd().length;
                const range = document.createRange();
                range.setStart(text, end - 1);
                range.setEnd(text, end);
                return link.getBoundingClientRect().left - range.getBoundingClientRect().right;
            })
        );
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3);
    });

    test("info: the link after the message stands apart from it (16 px)", async ({ page }) => {
        await page.goto("/?page=info.ftl&state=proceed");
        const link = page.getByRole("link", { name: /Click here to proceed/ });
        const gap = await link.evaluate(anchor => {
            const paragraph = anchor.closest("p")!;
            const message = paragraph.previousElementSibling!;
            return paragraph.getBoundingClientRect().top - message.getBoundingClientRect().bottom;
        });
        expect(gap).toBeGreaterThanOrEqual(12);
    });
});
