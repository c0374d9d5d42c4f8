import { findUser } from "../../dev/keycloak/adminApi";
import {
    actionLink,
    createCustomer,
    createUnverifiedCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    submitSignIn,
    test
} from "./fixture";

test.describe("e-mail flows against the real Keycloak and a real SMTP server", () => {
    test("a customer with VERIFY_EMAIL gets the mail, can have it resent, and its link verifies and signs in", async ({
        page,
        startSignIn
    }) => {
        const user = await createUnverifiedCustomer("verify");
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        // Keycloak sent the mail before showing the page (kcContext.verifyEmail): the page says so.
        await expect(
            page.getByText(
                `An email with instructions to verify your email address has been sent to your address ${user.email}.`
            )
        ).toBeVisible();
        // Not an application-initiated action: no Send or Cancel buttons, the re-send link instead.
        await expect(page.getByRole("button", { name: /verification email|Cancel/ })).toHaveCount(0);
        await expectAccessible(page);
        const [first] = await mailsTo(user.email!);
        expect(first.subject).toBe("Verify email");

        await page.getByRole("link", { name: "Click here to re-send the email." }).click();
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        // Keycloak 26 refuses a resend within 30 s of the last mail and says how long to wait.
        const cooldown = page.getByRole("alert").filter({ hasText: /You must wait \d+ seconds/ });
        await expect(cooldown).toBeVisible();
        await expectAccessible(page);
        const seconds = Number(/(\d+) seconds/.exec(await cooldown.innerText())![1]);
        await page.waitForTimeout((seconds + 1) * 1000);
        await page.getByRole("link", { name: "Click here to re-send the email." }).click();
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        const mails = await mailsTo(user.email!, 2);

        await openMailLink(page, actionLink(mails[mails.length - 1]));
        await expectSignedIn(page);
        expect((await findUser(user.username))?.emailVerified).toBe(true);
    });

    test("Forgot password? sends a reset link that leads to a new password and a sign-in with it", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("reset");
        await startSignIn();
        await page.getByRole("link", { name: "Forgot Password?" }).click();
        await expect(page.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
        await expectAccessible(page);
        // The instruction is read before the field, not after its button.
        const instruction = page.getByText("Enter your username or email address");
        const field = page.getByLabel("Username or email");
        const fieldStart = (await field.boundingBox())!;
        expect((await instruction.boundingBox())!.y).toBeLessThan(fieldStart.y);
        // "« Back to Login" keeps to the column's start edge, as every other link does.
        const back = (await page.getByRole("link", { name: "« Back to Login" }).boundingBox())!;
        expect(Math.abs(back.x - fieldStart.x)).toBeLessThanOrEqual(1);
        await field.fill(user.username);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByText("You should receive an email shortly")).toBeVisible();
        await expectAccessible(page);

        const [mail] = await mailsTo(user.email!);
        await openMailLink(page, actionLink(mail));
        await expect(page.getByRole("heading", { name: "Update password" })).toBeVisible();
        await expectAccessible(page);
        // The default page's reveal button sits inside its field, as on our sign-in page.
        const newPassword = page.getByLabel("New Password", { exact: true });
        const fieldBox = (await newPassword.boundingBox())!;
        const reveal = page.getByRole("button", { name: "Show password" }).first();
        const revealBox = (await reveal.boundingBox())!;
        expect(revealBox.x + revealBox.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width);
        await newPassword.fill("Brand-New-2026");
        await page.getByLabel("Confirm password").fill("Brand-New-2026");
        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username, "Brand-New-2026");
        await expectSignedIn(page);
    });
});
