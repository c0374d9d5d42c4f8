import { admin, findUser, updateRealm, type AdminUser } from "../../dev/keycloak/adminApi";
import { SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import {
    actionLink,
    caughtMailsTo,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    signedInCustomer,
    test
} from "./fixture";

/**
 * `kc_action=VERIFY_EMAIL` (an application asks a signed-in customer to verify the address) on
 * login-verify-email.ftl. Keycloak treats it as application-initiated only while verification is
 * not required anyway: when the realm verifies e-mail, an unverified customer already owes the
 * VERIFY_EMAIL required action, so Keycloak enforces it (no Cancel) instead.
 */
test.describe("kc_action=VERIFY_EMAIL against the real Keycloak", () => {
    test("while the realm requires verification it is enforced: the mail is not sent until the customer asks with the link", async ({
        page,
        startSignIn
    }) => {
        const user = await signedInCustomer(page, startSignIn, "kc-action-enforced");
        await admin("PUT", `/users/${user.id}`, { emailVerified: false });
        await startSignIn({ kc_action: "VERIFY_EMAIL" });

        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        await expect(page.getByText(aboutToSend(user))).toBeVisible();
        await expect(page.getByRole("button", { name: /verification email|Cancel/ })).toHaveCount(0);
        await expectAccessible(page);
        expect(await caughtMailsTo(user.email!)).toEqual([]);

        await page.getByRole("link", { name: "Click here to re-send the email." }).click();
        const [mail] = await mailsTo(user.email!);
        await expect(page.getByText(sentTo(user))).toBeVisible();
        await expectAccessible(page);

        await openMailLink(page, actionLink(mail));
        await expectSignedIn(page);
        expect((await findUser(user.username))?.emailVerified).toBe(true);
    });

    test.describe("application-initiated, while the realm does not require verification", () => {
        // The realm is shared by every test file: switched back even when a test fails.
        test.beforeAll(() => updateRealm({ verifyEmail: false }));
        test.afterAll(() => updateRealm({ verifyEmail: true }));

        test("Send mails a link, the page then offers Re-send, and the link verifies the address", async ({
            page,
            startSignIn
        }) => {
            const user = await signedInCustomer(page, startSignIn, "kc-action-send", {
                emailVerified: false
            });
            await startSignIn({ kc_action: "VERIFY_EMAIL" });

            await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
            // Nothing is sent until the customer asks: the page says where the mail will go.
            await expect(page.getByText(aboutToSend(user))).toBeVisible();
            await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
            await expect(page.getByRole("link", { name: /re-send the email/ })).toHaveCount(0);
            await expectAccessible(page);
            expect(await caughtMailsTo(user.email!)).toEqual([]);

            await page.getByRole("button", { name: "Send verification email", exact: true }).click();
            const [mail] = await mailsTo(user.email!);
            expect(mail.subject).toBe("Verify email");
            await expect(page.getByText(sentTo(user))).toBeVisible();
            await expect(page.getByRole("button", { name: "Re-send verification email" })).toBeVisible();
            await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
            await expect(
                page.getByRole("button", { name: "Send verification email", exact: true })
            ).toHaveCount(0);
            await expectAccessible(page);

            // The mail's link completes the action and returns to the application in this tab.
            await openMailLink(page, actionLink(mail));
            await expectSignedIn(page);
            const redirect = new URL(page.url());
            expect(redirect.searchParams.get("kc_action")).toBe("VERIFY_EMAIL");
            expect(redirect.searchParams.get("kc_action_status")).toBe("success");
            expect((await findUser(user.username))?.emailVerified).toBe(true);
        });

        test("Cancel returns to the application with kc_action_status=cancelled, nothing sent and the address unverified", async ({
            page,
            startSignIn
        }) => {
            const user = await signedInCustomer(page, startSignIn, "kc-action-cancel", {
                emailVerified: false
            });
            await startSignIn({ kc_action: "VERIFY_EMAIL" });
            await expect(
                page.getByRole("button", { name: "Send verification email", exact: true })
            ).toBeVisible();
            await expectAccessible(page);

            await page.getByRole("button", { name: "Cancel" }).click();
            await page.waitForURL(url => url.href.startsWith(SIGNED_IN_URL));
            const redirect = new URL(page.url());
            expect(redirect.searchParams.get("kc_action")).toBe("VERIFY_EMAIL");
            expect(redirect.searchParams.get("kc_action_status")).toBe("cancelled");
            expect(redirect.searchParams.get("code")).toBeTruthy();
            expect((await findUser(user.username))?.emailVerified).toBe(false);
            expect(await caughtMailsTo(user.email!)).toEqual([]);
        });
    });
});

/** Keycloak's English instruction while the mail is not sent yet (`emailVerifyInstruction4`). */
function aboutToSend(user: AdminUser): string {
    return `To verify your email address, we are about to send you email with instructions to the address ${user.email}.`;
}

/** Keycloak's English instruction once the mail went out (`emailVerifyInstruction1`). */
function sentTo(user: AdminUser): string {
    return `An email with instructions to verify your email address has been sent to your address ${user.email}.`;
}
