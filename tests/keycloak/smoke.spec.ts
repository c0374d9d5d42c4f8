import { demoUsers, PORTAL_URL } from "../../dev/keycloak/keycloak";
import { expect, expectAccessible, expectSignedIn, submitSignIn, test } from "./fixture";

const customer = demoUsers().find(user => user.username === "customer")!;

test("the demo client's sign-in shows our theme and signs the demo customer in", async ({
    page,
    startSignIn
}) => {
    await startSignIn();

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
