import { admin, findUser, updateRealm } from "../../dev/keycloak/adminApi";
import { SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import {
    actionLink,
    createCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    submitSignIn,
    test
} from "./fixture";
import { withRequiredAction } from "./flows";

const TERMS_TEXT = "Northwind Gas bills you for the gas you use, read monthly.";

/**
 * Required actions Keycloak puts between a customer's sign-in and the application, on the pages
 * the theme leaves to Keycloakify's DefaultPage: terms.ftl, login-update-password.ftl,
 * login-update-profile.ftl. Each test starts at the authorization URL and ends with what Keycloak
 * stored (admin API) or sent to the client's redirect URI.
 */
test.describe("terms.ftl (TERMS_AND_CONDITIONS) against the real Keycloak", () => {
    withRequiredAction("TERMS_AND_CONDITIONS");

    test("shows the realm's terms; Accept signs in, drops the action and records the acceptance", async ({
        page,
        startSignIn
    }) => {
        // The realm's localized text replaces the theme's placeholder: it is what the customer accepts.
        await admin("POST", "/localization/en", { termsText: TERMS_TEXT });
        try {
            const user = await createCustomer("terms-accept", {
                requiredActions: ["TERMS_AND_CONDITIONS"]
            });
            await startSignIn();
            await submitSignIn(page, user.username);

            await expect(page.getByRole("heading", { name: "Terms and Conditions" })).toBeVisible();
            await expect(page.getByText(TERMS_TEXT)).toBeVisible();
            await expect(page.getByText("Terms and conditions to be defined")).toHaveCount(0);
            await expectAccessible(page);
            await page.getByRole("button", { name: "Accept" }).click();

            await expectSignedIn(page);
            const stored = await findUser(user.username);
            expect(stored?.requiredActions).toEqual([]);
            // Keycloak stores when the terms were accepted (seconds since the epoch).
            expect(stored?.attributes?.terms_and_conditions?.[0]).toMatch(/^\d+$/);
        } finally {
            await admin("DELETE", "/localization/en/termsText");
        }
    });

    test("without terms of the realm's own it shows Keycloak's placeholder; Decline returns to the application with access_denied and keeps the action", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("terms-decline", {
            requiredActions: ["TERMS_AND_CONDITIONS"]
        });
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Terms and Conditions" })).toBeVisible();
        // Keycloak's own text when the realm defines no terms (the theme leaves termsText to it).
        await expect(page.getByText("Terms and conditions to be defined")).toBeVisible();
        await expectAccessible(page);
        await page.getByRole("button", { name: "Decline" }).click();

        await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
        const answer = new URL(page.url()).searchParams;
        expect(answer.get("error")).toBe("access_denied");
        expect(answer.get("error_description")).toBe("termsAndConditionsDeclined");
        expect(answer.has("code")).toBe(false);
        const stored = await findUser(user.username);
        expect(stored?.requiredActions).toEqual(["TERMS_AND_CONDITIONS"]);
    });
});

test.describe("login-update-password.ftl (UPDATE_PASSWORD) against the real Keycloak", () => {
    test.beforeAll(() => updateRealm({ passwordPolicy: "length(12) and digits(1)" }));
    test.afterAll(() => updateRealm({ passwordPolicy: "" }));

    test("a password the policy refuses is refused with the policy's words, a good one signs in and works next time", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("update-password", { requiredActions: ["UPDATE_PASSWORD"] });
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Update password" })).toBeVisible();
        await expectAccessible(page);
        const newPassword = page.getByLabel("New Password");
        await newPassword.fill("Short-1");
        await page.getByLabel("Confirm password").fill("Short-1");
        await page.getByRole("button", { name: "Submit" }).click();

        // Keycloak reports a policy violation as the page's message, not on a field
        // (UpdatePassword sets a form error without a field name); keycloak.v2 shows it the same way.
        await expect(page.getByRole("alert")).toHaveText("Invalid password: minimum length 12.");
        await expectAccessible(page);
        // Our styling of the default page's unclassed checkbox: the kit's 24 px box (WCAG 2.2 2.5.8).
        const signOutElsewhere = page.getByRole("checkbox", { name: "Sign out from other devices" });
        const box = await signOutElsewhere.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);

        const refused = page.getByLabel("New Password");

        const good = "Gas-Flow-Renewed-2026";
        await refused.fill(good);
        await page.getByLabel("Confirm password").fill(good);
        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);
        expect((await findUser(user.username))?.requiredActions).toEqual([]);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username, good);
        await expectSignedIn(page);
    });
});

test.describe("login-update-profile.ftl (UPDATE_PROFILE) against the real Keycloak", () => {
    test("an e-mail address another customer has is flagged on the field; fixed, it signs in and Keycloak stores it", async ({
        page,
        startSignIn
    }) => {
        // Only the server knows the address is taken: the form's own checks pass it.
        const other = await createCustomer("profile-other");
        const user = await createCustomer("update-profile", { requiredActions: ["UPDATE_PROFILE"] });
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Update Account Information" })).toBeVisible();
        await expectAccessible(page);
        await page.getByLabel("Email").fill(other.email!);
        await page.getByLabel("Last name").fill("Renamed");
        await page.getByRole("button", { name: "Submit" }).click();

        const email = page.getByLabel("Email");
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(email).toHaveAccessibleDescription("Email already exists.");
        await expectAccessible(page);

        // A new address must be verified (the realm verifies e-mail): Keycloak mails it first.
        const renewed = `renewed-${user.email}`;
        await email.fill(renewed);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        const [mail] = await mailsTo(renewed);
        await openMailLink(page, actionLink(mail));
        await expectSignedIn(page);
        const stored = await findUser(user.username);
        expect(stored).toMatchObject({ email: renewed, emailVerified: true, lastName: "Renamed" });
        expect(stored?.requiredActions).toEqual([]);
    });
});

test.describe("update-email.ftl (UPDATE_EMAIL) against the real Keycloak", () => {
    withRequiredAction("UPDATE_EMAIL");

    test("a new address is only stored once the customer follows the link mailed to it", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("update-email", { requiredActions: ["UPDATE_EMAIL"] });
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Update email" })).toBeVisible();
        await expectAccessible(page);
        const renewed = `renewed-${user.email}`;
        await page.getByLabel("Email").fill(renewed);
        await page.getByRole("button", { name: "Submit" }).click();

        // info.ftl: Keycloak keeps the old address until the new one is confirmed.
        await expect(page.getByRole("heading", { name: "Confirmation email sent" })).toBeVisible();
        await expect(page.getByText(`A confirmation email has been sent to ${renewed}.`)).toBeVisible();
        await expectAccessible(page);
        expect((await findUser(user.username))?.email).toBe(user.email);

        const [mail] = await mailsTo(renewed);
        expect(mail.subject).toBe("Verify new email");
        await openMailLink(page, actionLink(mail));
        await expect(page.getByRole("heading", { name: "Email updated" })).toBeVisible();
        await expectAccessible(page);
        const stored = await findUser(user.username);
        expect(stored?.requiredActions).toEqual([]);
        expect(stored).toMatchObject({ email: renewed, emailVerified: true });
    });
});
