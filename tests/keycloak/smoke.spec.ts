import { expect, test } from "@playwright/test";
import { collectPageErrors } from "../fixtures/pageErrors";
import { authorizationUrl, demoUsers, PORTAL_URL, SIGNED_IN_URL } from "../../dev/keycloak/keycloak";

const customer = demoUsers().find(user => user.username === "customer")!;

test("the demo client's sign-in shows our theme and signs the customer in", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(authorizationUrl());

    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    // Our template, with the header logo from the local portal: not Keycloak's own theme.
    await expect(page.getByRole("img", { name: /Northwind Gas/ }).first()).toHaveAttribute(
        "src",
        `${PORTAL_URL}/assets/header-logo.svg`
    );
    await expect(page.locator(".pf-v5-c-login, #kc-header-wrapper")).toHaveCount(0);

    await page.getByLabel("Username or email").fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
    expect(new URL(page.url()).searchParams.get("code")).toBeTruthy();
    await expect(page.getByRole("heading", { name: "Signed in" })).toBeVisible();
    expect(errors).toEqual([]);
});
