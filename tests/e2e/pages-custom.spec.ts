import { expect, test } from "@playwright/test";
import { openPage, recordPosts, tabTo } from "./pages-helpers";

test.describe("custom pages with the keyboard only", () => {
    test("sign-in: type, reveal the password, tick remember me, submit with Enter; one post", async ({
        page
    }) => {
        const posts = await recordPosts(page);
        await openPage(page, "login.ftl");
        const username = page.getByLabel("Username or email");
        await expect(username).toBeFocused();
        await page.keyboard.type("alice");
        await page.keyboard.press("Tab");
        await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
        await page.keyboard.type("s3cret");
        await page.keyboard.press("Tab");
        const toggle = page.getByRole("button", { name: "Show password" });
        await expect(toggle).toBeFocused();
        await page.keyboard.press("Space");
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
        await page.keyboard.press("Tab");
        await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeFocused();
        await page.keyboard.press("Space");
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Enter").catch(() => undefined);
        await expect(page.getByRole("heading", { name: "Posted" })).toBeVisible();
        expect(posts).toHaveLength(1);
        expect(Object.fromEntries(posts[0].body)).toEqual({
            username: "alice",
            password: "s3cret",
            rememberMe: "on",
            credentialId: ""
        });
    });

    test("authenticator setup: code, device name, sign out elsewhere, submit; one post", async ({
        page
    }) => {
        const posts = await recordPosts(page);
        await openPage(page, "login-config-totp.ftl");
        const code = page.getByLabel("One-time code");
        await tabTo(page, code);
        await page.keyboard.type("123456");
        await page.keyboard.press("Tab");
        await expect(page.getByLabel("Device Name")).toBeFocused();
        await page.keyboard.type("Phone");
        await page.keyboard.press("Tab");
        const signOut = page.getByRole("checkbox", { name: "Sign out from other devices" });
        await expect(signOut).toBeFocused();
        await page.keyboard.press("Space");
        await expect(signOut).toBeChecked();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("button", { name: "Submit" })).toBeFocused();
        await page.keyboard.press("Enter");
        await page.keyboard.press("Enter").catch(() => undefined);
        await expect(page.getByRole("heading", { name: "Posted" })).toBeVisible();
        expect(posts).toHaveLength(1);
        expect(Object.fromEntries(posts[0].body)).toEqual({
            totp: "123456",
            totpSecret: "G4nsI8lQagRMUchH8jEG",
            userLabel: "Phone",
            "logout-sessions": "on"
        });
    });

    test("authenticator setup, manual mode: copy the key with the keyboard, announced", async ({
        page,
        context
    }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await openPage(page, "login-config-totp.ftl", ["manual"]);
        await expect(page.getByText("KVVF G2BY N4YX S6LB IUYT K2LH IFYE 4SBV")).toBeVisible();
        await tabTo(page, page.getByRole("button", { name: "Copy key" }));
        await page.keyboard.press("Enter");
        await expect(page.getByRole("status").filter({ hasText: "Key copied" })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
            "KVVFG2BYN4YXS6LBIUYTK2LHIFYE4SBV"
        );
    });

    test("one-time code: choose the device with the arrow keys, type the code, Enter; one post", async ({
        page
    }) => {
        const posts = await recordPosts(page);
        await openPage(page, "login-otp.ftl", ["devices"]);
        await expect(page.getByLabel("One-time code")).toBeFocused();
        await page.keyboard.type("654321");
        await page.keyboard.press("Shift+Tab");
        await expect(page.getByRole("radio", { name: "label1" })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("radio", { name: "label2" })).toBeChecked();
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Enter").catch(() => undefined);
        await expect(page.getByRole("heading", { name: "Posted" })).toBeVisible();
        expect(posts).toHaveLength(1);
        expect(Object.fromEntries(posts[0].body)).toEqual({
            selectedCredentialId: "id2",
            otp: "654321"
        });
    });

    test("e-mail verification: the re-send link goes to the login action", async ({ page }) => {
        await recordPosts(page);
        await openPage(page, "login-verify-email.ftl");
        await expect(page.getByText(/sent to your address \S+@\S+\./)).toBeVisible();
        await tabTo(page, page.getByRole("link", { name: "Click here to re-send the email." }));
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/\/login-action\?session_code=preview$/);
    });
});

test.describe("the kit checkbox in dark mode", () => {
    test("the unchecked remember-me box has a border of 3:1 against the panel (WCAG 1.4.11)", async ({
        page
    }) => {
        await page.emulateMedia({ colorScheme: "dark" });
        await openPage(page, "login.ftl");
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        const box = page.getByRole("checkbox", { name: "Remember me" });
        await expect(box).not.toBeChecked();
        const drawn = await box.evaluate(input => {
            const style = getComputedStyle(input);
            const surface = getComputedStyle(input.closest("main")!).backgroundColor;
            return {
                // With the browser's own appearance the CSS border is not what is painted.
                appearance: style.appearance,
                width: parseFloat(style.borderTopWidth),
                border: style.borderTopColor,
                surface
            };
        });
        expect(drawn.appearance).toBe("none");
        expect(drawn.width).toBeGreaterThanOrEqual(1);
        expect(contrast(drawn.border, drawn.surface)).toBeGreaterThanOrEqual(3);
    });
});

/** WCAG contrast ratio of two computed `rgb(…)` colors. */
function contrast(a: string, b: string): number {
    const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? [])
            .slice(0, 3)
            .map(Number)
            .map(channel => {
                const c = channel / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high! + 0.05) / (low! + 0.05);
}
