import { findUser } from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, REALM } from "../../dev/keycloak/addresses";
import {
    createCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    PASSWORD,
    submitSignIn,
    test
} from "./fixture";

test.describe("sign-in against the real Keycloak", () => {
    test("a wrong password shows Keycloak's error tied to the fields and keeps the username", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("wrong-password");
        await startSignIn();
        await expectAccessible(page);

        await submitSignIn(page, user.username, "not-the-password");

        await expect(page.getByText("Invalid username or password.")).toBeVisible();
        const username = page.getByLabel("Username or email");
        await expect(username).toHaveValue(user.username);
        for (const field of [username, page.getByLabel("Password", { exact: true })]) {
            await expect(field).toHaveAttribute("aria-invalid", "true");
            await expect(field).toHaveAccessibleDescription(/Invalid username or password\./);
        }
        await expectAccessible(page);

        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
    });

    test("remember me makes Keycloak store its remember-me cookie", async ({ page, startSignIn }) => {
        const user = await createCustomer("remember-me");
        await startSignIn();
        await page.getByRole("checkbox", { name: "Remember me" }).check();
        await submitSignIn(page, user.username);
        await expectSignedIn(page);

        const cookies = await page.context().cookies(`${KEYCLOAK_URL}/realms/${REALM}/`);
        const rememberMe = cookies.find(cookie => cookie.name === "KEYCLOAK_REMEMBER_ME");
        expect(rememberMe?.value).toContain(`username:${user.username}`);
        // Without remember me Keycloak sets a session cookie; with it the cookie outlives the browser.
        const identity = cookies.find(cookie => cookie.name === "KEYCLOAK_IDENTITY");
        expect(identity?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);
    });

    test("the whole sign-in works with the keyboard alone", async ({ page, startSignIn }) => {
        const user = await createCustomer("keyboard");
        await startSignIn();

        const username = page.getByLabel("Username or email");
        await expect(username).toBeVisible();
        for (
            let tab = 0;
            tab < 30 && !(await username.evaluate(el => el === document.activeElement));
            tab++
        ) {
            await page.keyboard.press("Tab");
        }
        await expect(username).toBeFocused();
        await page.keyboard.type(user.username);
        await page.keyboard.press("Tab");
        await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
        await page.keyboard.type(PASSWORD);
        await page.keyboard.press("Enter");

        await expectSignedIn(page);
        expect((await findUser(user.username))?.username).toBe(user.username);
    });
});
