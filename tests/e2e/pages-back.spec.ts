import { expect, test } from "@playwright/test";
import { chromiumLaunchOptions, fullChromiumPath } from "../fixtures/chromium";
import { openPage, recordPosts } from "./pages-helpers";

// Playwright turns Chromium's back/forward cache off by default; a visitor's browser has it on.
// The headless shell has no such cache, so this spec runs on the full browser.
test.use({
    launchOptions: {
        ...chromiumLaunchOptions,
        executablePath: fullChromiumPath,
        ignoreDefaultArgs: ["--disable-back-forward-cache"]
    }
});

test.describe("sign-in after the browser's back button", () => {
    test("the typed username is still there and the form can be sent again", async ({ page }) => {
        const posts = await recordPosts(page);
        await openPage(page, "login.ftl", ["password-only"]);
        await page.keyboard.type("alice");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: "Posted" })).toBeVisible();
        // A page restored from the cache fires no "load", only "pageshow".
        await page.goBack({ waitUntil: "commit" });
        await expect(page.getByLabel("Username or email")).toHaveValue("alice");
        const button = page.getByRole("button", { name: "Sign In" });
        await expect(button).not.toHaveAttribute("aria-disabled", "true");
        await page.getByLabel("Password", { exact: true }).focus();
        await page.keyboard.type("s3cret");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: "Posted" })).toBeVisible();
        expect(posts).toHaveLength(2);
        expect(posts[1].body.get("username")).toBe("alice");
    });
});
