import type { Page, Route } from "@playwright/test";
import { loginActionOf } from "./browserChecks";
import { expect, jarBuilt, test, type FreemarkerWorld } from "./fixture";

/**
 * docs/decisions.md §23: a lazily loaded chunk that does not arrive (a mobile network dropping one
 * request, a proxy blocking a file, a node of a rolling upgrade without it) leaves the sign-in form
 * working; the part that failed says so in one sentence with a retry, and nothing is thrown
 * uncaught. The built chunks (hashed names, Vite's preload helper) are lost with `page.route`.
 */

/** Uncaught exceptions, and console errors other than the browser's own line for the lost request. */
function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on("pageerror", error => errors.push(`uncaught: ${error.message}`));
    page.on("console", message => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
            errors.push(`console: ${message.text()}`);
    });
    return errors;
}

/**
 * Loses the theme's built chunk `name` (`/assets/<name>-<hash>.js`): a network failure, or a 404
 * as from a node that never had it, until `restore()`.
 */
async function loseChunk(page: Page, name: string, how: "network" | "404" = "network") {
    const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
    const lose = (route: Route) =>
        how === "404" ? route.fulfill({ status: 404, body: "Not Found" }) : route.abort("failed");
    await page.route(pattern, lose);
    return { restore: () => page.unroute(pattern, lose) };
}

async function open(page: Page, freemarker: FreemarkerWorld, scenario: string, ftl: string) {
    const rendered = freemarker.find(scenario, ftl);
    await page.goto(freemarker.urlOf(rendered));
    return rendered;
}

test.describe("a lost script chunk", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    const password = { label: "Password", name: "password", value: "correct horse battery staple" };
    const username = { label: "Username or email", name: "username", value: "alice@example.com" };
    for (const { chunk, what, scenario, ftl, fields } of [
        {
            chunk: "Login",
            what: "the sign-in page's code",
            scenario: "login-default",
            ftl: "login.ftl",
            fields: [username, password]
        },
        {
            chunk: "index",
            what: "the main bundle, which the boot script loads on the sign-in page",
            scenario: "login-default",
            ftl: "login.ftl",
            fields: [username, password]
        },
        {
            chunk: "LoginUsername",
            what: "Keycloakify's page for the username step",
            scenario: "login-username",
            ftl: "login-username.ftl",
            fields: [username]
        }
    ]) {
        test(`${what}: the server-written form stays and signs in`, async ({ page, freemarker }) => {
            const errors = watchErrors(page);
            await loseChunk(page, chunk);
            const keptForm = page.waitForEvent("console", message =>
                message.text().includes("the server-written form stays")
            );
            const rendered = await open(page, freemarker, scenario, ftl);
            await keptForm;

            await expect(page.locator("#root[data-first-view]")).toBeAttached();
            for (const field of fields)
                await page.getByLabel(field.label, { exact: true }).fill(field.value);
            const posted = freemarker.server.nextRequest(new URL(loginActionOf(rendered)).pathname);
            await page.getByRole("button", { name: "Sign In" }).click();
            expect(Object.fromEntries((await posted).fields)).toMatchObject(
                Object.fromEntries(fields.map(field => [field.name, field.value]))
            );
            expect(errors).toEqual([]);
        });
    }

    test("a default page's code (404): our frame says so, and the retry brings the page", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "StyledDefaultPage", "404");
        await open(page, freemarker, "generic", "login-update-password.ftl");

        const failure = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
        await expect(failure).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are sorry...");

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update password");
        await expect(page.getByLabel("New Password")).toBeVisible();
        await expect(failure).toHaveCount(0);
        expect(errors).toEqual([]);
    });

    test("Keycloakify's own page: the retry asks for it again, without reloading the document", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "LoginUpdatePassword");
        await open(page, freemarker, "generic", "login-update-password.ftl");

        const failure = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
        await expect(failure).toBeVisible();
        // A reload would start a new document, without this mark.
        await page.evaluate(() => document.documentElement.setAttribute("data-before-retry", ""));

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update password");
        await expect(page.getByLabel("New Password")).toBeVisible();
        await expect(page.locator("html[data-before-retry]")).toBeAttached();
        expect(errors).toEqual([]);
    });

    test("the registration form's fields: the page says so in the form's place, the retry brings them", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "DescribedUserProfileFormFields");
        await open(page, freemarker, "user-profile", "register.ftl");

        const failure = page.getByRole("alert").filter({ hasText: "The form could not be loaded." });
        await expect(failure).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByLabel(/^Email/)).toBeVisible();
        await expect(failure).toHaveCount(0);
        expect(errors).toEqual([]);
    });

    test("the language menu: a press says so below the button, the retry opens the menu", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "LanguageMenu");
        await open(page, freemarker, "login-default", "login.ftl");
        await expect(page.locator("#root:not([data-first-view])")).toBeAttached();

        await page.getByRole("button", { name: "Languages: English" }).click();
        const failure = page
            .getByRole("alert")
            .filter({ hasText: "The list of languages could not be loaded." });
        await expect(failure).toBeVisible();
        // The sign-in form is untouched.
        await expect(page.getByLabel("Username or email")).toBeEditable();

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("menuitem", { name: "Deutsch" })).toBeVisible();
        await expect(failure).toHaveCount(0);
        expect(errors).toEqual([]);
    });

    test("a footer dialog: a click says so below the link, the retry opens the dialog", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "FooterDialog");
        await open(page, freemarker, "login-default", "login.ftl");

        await page.getByRole("link", { name: "Privacy Policy" }).click();
        const failure = page.getByRole("alert").filter({ hasText: "This could not be opened." });
        await expect(failure).toBeVisible();

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("dialog", { name: "Privacy Policy" })).toBeVisible();
        expect(errors).toEqual([]);
    });

    test("the footer: its place says so, the retry brings it, the sign-in form untouched", async ({
        page,
        freemarker
    }) => {
        const errors = watchErrors(page);
        const chunk = await loseChunk(page, "PortalFooter");
        await open(page, freemarker, "login-default", "login.ftl");

        const failure = page.getByRole("alert").filter({ hasText: "The footer could not be loaded." });
        await expect(failure).toBeVisible();
        await expect(page.getByLabel("Username or email")).toBeEditable();

        await chunk.restore();
        await failure.getByRole("button", { name: "Try again" }).click();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
        expect(errors).toEqual([]);
    });
});
