import type { Page } from "@playwright/test";
import { expect, jarBuilt, test, type FreemarkerWorld } from "./fixture";
import {
    dataBlockText,
    parseDataBlock,
    type KeycloakifyData
} from "../../keycloakify-seam/kcContextWire";

/*
 * docs/decisions.md §22: an operator's realm localization overrides (scenario `realm-texts`) show in
 * the server-written first view and stay when the app takes over, for Keycloak's texts and the
 * theme's own: Keycloak writes each text the page's code names into the kcContext's messages; on
 * an English page only those unlike the app's English (§27).
 */

/** The texts Keycloak wrote into the data block of `scenario`'s `ftl`. */
function serverTexts(freemarker: FreemarkerWorld, scenario: string, ftl: string) {
    const data = parseDataBlock(dataBlockText(freemarker.find(scenario, ftl).html));
    return (data as { keycloakify: KeycloakifyData }).keycloakify.messages;
}

/** Opens the scenario's `ftl`; with `scripts: false` every script is refused, so the first view stays. */
async function open(page: Page, freemarker: FreemarkerWorld, ftl: string, scripts: boolean) {
    if (!scripts) await page.route(/\.js$/, route => route.abort());
    await page.goto(freemarker.urlOf(freemarker.find("realm-texts", ftl)));
    if (scripts) await expect(page.locator("#root:not([data-first-view]) main")).toBeVisible();
}

test.describe("realm localization overrides", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    for (const scripts of [false, true])
        test(`the sign-in page shows the operator's words ${scripts ? "after the app took over" : "with every script refused"}`, async ({
            page,
            freemarker
        }) => {
            await open(page, freemarker, "login.ftl", scripts);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, neighbor");
            await expect(page.getByRole("link", { name: "Lost your password?" })).toBeVisible();
            await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
            if (scripts) await expect(page.getByRole("button", { name: "Night" })).toBeVisible();
        });

    for (const scripts of [false, true])
        test(`the one-time-code page's own hint is the operator's ${scripts ? "after the app took over" : "with every script refused"}`, async ({
            page,
            freemarker
        }) => {
            await open(page, freemarker, "login-otp.ftl", scripts);
            await expect(page.getByLabel("One-time code")).toHaveAccessibleDescription(
                "Six digits from your app, please."
            );
            await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
        });

    test("an English page carries only the texts unlike the app's English; another language carries all", ({
        freemarker
    }) => {
        expect(serverTexts(freemarker, "realm-texts", "login.ftl")).toEqual({
            loginAccountTitle: "Welcome back, neighbor",
            doForgotPassword: "Lost your password?",
            doLogIn: "Continue",
            colorModeDark: "Night"
        });
        expect(serverTexts(freemarker, "login-default", "login.ftl")).toEqual({});
        // Written though equal to the English: the comparison holds for English pages only.
        expect(serverTexts(freemarker, "german", "login.ftl")).toMatchObject({
            doLogIn: "Anmelden",
            colorModeSystem: "System"
        });
    });
});
