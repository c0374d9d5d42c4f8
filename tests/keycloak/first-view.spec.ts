import { Secret } from "otpauth";
import { otpCredential } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/addresses";
import { holdRequests } from "../fixtures/holdRequests";
import { usernameFirstClient } from "./flows";
import {
    createCustomer,
    expect,
    expectSignedIn,
    PASSWORD,
    submitSignIn,
    test,
    totpCode
} from "./fixture";

/*
 * The server-written first view against the real Keycloak (docs/decisions.md §22): the sign-in
 * page works before and without the theme's scripts, and the app takes it over without losing what
 * the customer typed or posting twice. Scripts blocked and a policy that runs none:
 * `csp.spec.ts`.
 */

const THEME_SCRIPTS = /\/resources\/[^/]+\/login\/[^/]+\/dist\/assets\/(boot|vendor|index)-[^/]+\.js$/;

test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("a customer signs in through the server-written form, after a wrong password tied to the fields", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("first-view-no-js");
        await startSignIn();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
        await expect(page.getByRole("button", { name: "Sign in with Passkey" })).toBeHidden();

        await page.getByLabel("Username or email").fill(user.username);
        await page.getByLabel("Password", { exact: true }).fill("not-the-password");
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        const password = page.getByLabel("Password", { exact: true });
        await expect(password).toHaveAttribute("aria-invalid", "true");
        await expect(password).toHaveAccessibleDescription(/Invalid username or password\./);
        await expect(page.getByLabel("Username or email")).toHaveValue(user.username);

        await password.fill(PASSWORD);
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
    });

    test("a customer signs in through a username-first flow's two server-written steps", async ({
        page
    }) => {
        const client = await usernameFirstClient();
        const user = await createCustomer("first-view-username-first");
        await page.goto(authorizationUrl({ client_id: client }));

        // login-username.ftl
        await expect(page.locator("main[data-page-id='login-username.ftl']")).toBeVisible();
        await page.getByLabel("Username or email").fill(user.username);
        await page.getByRole("button", { name: "Sign In" }).click();

        // login-password.ftl, the user named with the way back
        await expect(page.locator("main[data-page-id='login-password.ftl']")).toBeVisible();
        await expect(page.locator("#kc-attempted-username")).toHaveText(user.username);
        await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
        await page.getByLabel("Password", { exact: true }).fill("not-the-password");
        await page.getByRole("button", { name: "Sign In" }).click();
        await expect(page.locator("#input-error-password")).toHaveText("Invalid password.");
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: "Sign In" }).click();
        await expectSignedIn(page);
    });

    test("a customer with two authenticator devices picks one and signs in with its code, after a wrong code", async ({
        page,
        startSignIn
    }) => {
        const tabletSecret = "first-view-tablet-secret";
        const user = await createCustomer("first-view-otp", {
            otherCredentials: [
                otpCredential("Phone", "first-view-phone-secret"),
                otpCredential("Tablet", tabletSecret)
            ]
        });
        await startSignIn();
        await submitSignIn(page, user.username);

        // login-otp.ftl's first view: Keycloak's devices, the code field with its hint.
        const code = page.getByLabel("One-time code");
        await expect(code).toBeFocused();
        await expect(page.getByRole("group", { name: "Authenticator device" })).toBeVisible();
        await page.getByLabel("Tablet").check();
        await code.fill("000000");
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expect(code).toHaveAttribute("aria-invalid", "true");
        await expect(code).toHaveAccessibleDescription(
            "Enter the code your authenticator app shows now. Invalid authenticator code."
        );

        await page.getByLabel("Tablet").check();
        await code.fill(totpCode(Secret.fromLatin1(tabletSecret).base32));
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
    });
});

test("with the theme's scripts held back while the customer types, the app takes over with what was typed and one post signs in", async ({
    page
}) => {
    const user = await createCustomer("first-view-slow");
    const posts: string[] = [];
    page.on("request", request => {
        if (request.method() === "POST" && request.url().includes("/login-actions/authenticate"))
            posts.push(request.url());
    });
    const release = await holdRequests(page, THEME_SCRIPTS);
    // Not until "load": that waits for the scripts held back.
    await page.goto(authorizationUrl(), { waitUntil: "commit" });
    await page.getByLabel("Username or email").fill(user.username);
    await page.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);

    release();
    await expect(page.locator("#root:not([data-first-view])")).toBeAttached();
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
    await expect(page.getByLabel("Username or email")).toHaveValue(user.username);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

    await page.keyboard.press("Enter");
    await expectSignedIn(page);
    expect(posts).toHaveLength(1);
});

test("in a username-first flow, with Keycloakify's page held back while the customer types, the username step keeps its form and posts what was typed", async ({
    page
}) => {
    const client = await usernameFirstClient();
    const user = await createCustomer("first-view-username-slow");
    const keycloakifyPage = /\/dist\/assets\/LoginUsername-[^/]+\.js$/;
    const asked = page.waitForRequest(keycloakifyPage);
    const release = await holdRequests(page, keycloakifyPage);
    await page.goto(authorizationUrl({ client_id: client }), { waitUntil: "commit" });
    // The app's code is in and asks for the page's: a takeover now would find no page to render.
    await asked;
    await page.getByLabel("Username or email").pressSequentially(user.username);

    release();
    await expect(page.locator("#root:not([data-first-view])")).toBeAttached();
    await expect(page.getByLabel("Username or email")).toHaveValue(user.username);
    await expect(page.getByLabel("Username or email")).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.locator("main[data-page-id='login-password.ftl']")).toBeVisible();
    await expect(page.locator("#kc-attempted-username")).toHaveText(user.username);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectSignedIn(page);
});
