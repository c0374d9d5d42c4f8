import type { Page } from "@playwright/test";
import { PORTAL_URL, QA_PORTAL_URL } from "../../dev/keycloak/addresses";
import { PORTS } from "../../dev/keycloak/ports";
import { createCustomer, expect, expectProblem, expectSignedIn, submitSignIn, test } from "./fixture";

const CONFIG_PATH = "/api/trpc/portalConfigurationApi.getConfig";

function headerLogo(page: Page) {
    return page.getByRole("main").getByRole("img", { name: "Northwind Gas" });
}

function collectWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on("console", message => {
        if (message.type() === "warning") warnings.push(message.text());
    });
    return warnings;
}

test.describe("portal branding resolved from the real authorization URL", () => {
    test("a redirect_uri on an allowed portal origin takes the branding from that portal", async ({
        page,
        startSignIn
    }) => {
        const config = page.waitForRequest(request => request.url().includes(CONFIG_PATH));
        await startSignIn({ redirect_uri: `${QA_PORTAL_URL}/signed-in` });
        expect(new URL((await config).url()).origin).toBe(QA_PORTAL_URL);
        await expect(headerLogo(page)).toHaveAttribute("src", `${QA_PORTAL_URL}/assets/header-logo.svg`);
        await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test("a redirect_uri the realm accepts but the allow-list does not falls back to the development portal", async ({
        page,
        startSignIn
    }) => {
        const warnings = collectWarnings(page);
        const config = page.waitForRequest(request => request.url().includes(CONFIG_PATH));
        await startSignIn({ redirect_uri: `http://[::1]:${PORTS.portal}/signed-in` });
        expect(new URL((await config).url()).origin).toBe(PORTAL_URL);
        await expect(headerLogo(page)).toHaveAttribute("src", `${PORTAL_URL}/assets/header-logo.svg`);
        expect(warnings.join("\n")).toContain("Invalid redirect URL in redirect_uri");
    });

    test("with the portal down the sign-in still renders and signs in", async ({
        page,
        startSignIn,
        pageProblems
    }) => {
        const user = await createCustomer("portal-down");
        await page.route(`${PORTAL_URL}/**`, route => route.abort("connectionrefused"));
        await startSignIn();
        await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        await submitSignIn(page, user.username);
        await expectSignedIn(page);
        expectProblem(
            pageProblems,
            /fetch Error occurred|Error loading footer data|ERR_CONNECTION_REFUSED/
        );
    });
});
