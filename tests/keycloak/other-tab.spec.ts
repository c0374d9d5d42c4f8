import { authorizationUrl } from "../../dev/keycloak/addresses";
import { createCustomer, expect, expectSignedIn, submitSignIn, test } from "./fixture";

test("signing in on one tab moves the other tab's sign-in page on (Keycloak's authChecker.js)", async ({
    page,
    context,
    startSignIn
}) => {
    const user = await createCustomer("other-tab");
    await startSignIn();
    const otherTab = await context.newPage();
    await otherTab.goto(authorizationUrl());
    await expect(otherTab.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();

    await submitSignIn(page, user.username);
    await expectSignedIn(page);

    // The other tab polls for the new session and continues to the client without a second sign-in.
    await expectSignedIn(otherTab);
});
