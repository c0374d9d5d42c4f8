import { PORTAL_URL } from "../../dev/keycloak/addresses";
import { demoUsers, KEYCLOAK_DEFAULT_CSP } from "../../dev/keycloak/realm";
import {
    expect,
    expectAccessible,
    expectSignedIn,
    submitSignIn,
    test,
    withRealmContentSecurityPolicy
} from "./fixture";

const customer = demoUsers().find(user => user.username === "customer")!;

/*
 * The one test under Keycloak's own security headers: the demo realm sets a strict
 * Content-Security-Policy (docs/security.md §1) for every other test; a realm that sets none must
 * work as well.
 */
withRealmContentSecurityPolicy(KEYCLOAK_DEFAULT_CSP);

test("the demo client's sign-in shows our theme and signs the demo customer in under Keycloak's default headers", async ({
    page,
    startSignIn
}) => {
    const signInPage = page.waitForResponse(response => response.url().includes("/auth?"));
    await startSignIn();
    expect((await signInPage).headers()["content-security-policy"]).toBe(KEYCLOAK_DEFAULT_CSP);

    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    // Our template, with the header logo from the local portal: not Keycloak's own theme.
    await expect(page.getByRole("img", { name: /Northwind Gas/ }).first()).toHaveAttribute(
        "src",
        `${PORTAL_URL}/assets/header-logo.svg`
    );
    await expect(page.locator(".pf-v5-c-login, #kc-header-wrapper")).toHaveCount(0);
    await expectAccessible(page);

    await submitSignIn(page, customer.username, customer.password);
    await expectSignedIn(page);
    await expect(page.getByRole("heading", { name: "Signed in" })).toBeVisible();
});
