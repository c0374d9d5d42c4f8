import type { Page } from "@playwright/test";
import { Secret } from "otpauth";
import { admin, credentialsOf, findUser, otpCredential } from "../../dev/keycloak/adminApi";
import { keycloakIsAtLeast } from "../../dev/keycloak/version";
import type { CaughtMail } from "../../dev/mail-catcher";
import {
    actionLink,
    createCustomer,
    createUnverifiedCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    PASSWORD,
    submitSignIn,
    test,
    totpCode,
    uniqueName
} from "./fixture";
import { withRequiredAction, withRequiredActionConfig } from "./flows";
import { checkMail, mailOf } from "./mails";

/** On the sign-in page, in any language: "Forgot password?", then `username`, then submit. */
async function requestResetMail(page: Page, username: string): Promise<void> {
    await page.locator('a[href*="reset-credentials"]').click();
    await page.locator("#username").fill(username);
    await page.locator('[type="submit"]').click();
}

/** Opens the reset `mail`'s link and sets `password` on login-update-password.ftl. */
async function setPasswordFromMail(page: Page, mail: CaughtMail, password: string): Promise<void> {
    await openMailLink(page, actionLink(mail));
    await page.locator("#password-new").fill(password);
    await page.locator("#password-confirm").fill(password);
    await page.locator('[type="submit"]').first().click();
}

test.describe("e-mail flows against the real Keycloak and a real SMTP server", () => {
    // Each mail adds axe twice and four pictures: on a loaded machine a flow outlasts 180 s.
    test.describe.configure({ timeout: 360_000 });
    test.describe("with the resend cooldown an operator set", () => {
        // Keycloak's default is 30 s between mails; a shorter one shows and holds the same way.
        withRequiredActionConfig("VERIFY_EMAIL", { emailResendCooldownSeconds: "10" });

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

            // At once, within the cooldown (this page without the alert passes axe in verify-email.spec.ts).
            await page.getByRole("link", { name: "Click here to re-send the email." }).click();
            await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
            // Keycloak refuses a resend within the cooldown of the last mail and says how long to wait.
            const cooldown = page.getByRole("alert").filter({ hasText: /You must wait \d+ seconds/ });
            await expect(cooldown).toBeVisible();
            await expectAccessible(page);
            const [first] = await mailsTo(user.email!);
            expect(first.subject).toBe("Verify email");
            const seconds = Number(/(\d+) seconds/.exec(await cooldown.innerText())![1]);
            await page.waitForTimeout((seconds + 1) * 1000);
            await page.getByRole("link", { name: "Click here to re-send the email." }).click();
            await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
            const mails = await mailsTo(user.email!, 2);

            await openMailLink(page, actionLink(mails[mails.length - 1]));
            await expectSignedIn(page);
            expect((await findUser(user.username))?.emailVerified).toBe(true);
        });
    });

    test("Forgot password? sends a reset link that leads to a new password and a sign-in with it", async ({
        page,
        browser,
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

        const mail = await mailOf(user.email!, "password-reset");
        await checkMail(browser, mail, { ...EN, template: "password-reset", subject: "Reset password" });
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
        // The realm's "email" event listener tells the customer, twice: Keycloak 26 raises the
        // deprecated UPDATE_PASSWORD beside UPDATE_CREDENTIAL.
        await checkMail(browser, await mailOf(user.email!, "event-update_password"), {
            ...NOTICE_EN,
            template: "event-update_password",
            subject: "Update password"
        });
        await checkMail(browser, await mailOf(user.email!, "event-update_credential"), {
            ...NOTICE_EN,
            template: "event-update_credential",
            subject: "Update credential"
        });
    });
});

const EN = { lang: "en", dir: "ltr", link: true } as const;
const AR = { lang: "ar", dir: "rtl", link: true } as const;
const NOTICE_EN = { ...EN, link: false } as const;
const NOTICE_AR = { ...AR, link: false } as const;
/**
 * Keycloak's Arabic e-mail texts (26.4.7 and 26.7.3) lack the credential notices' keys: Keycloak
 * falls back to its English subject and body inside our right-to-left Arabic frame.
 */
const AR_CREDENTIAL_NOTICE = { ...NOTICE_AR, subject: /^(Update|Remove) credential$/ } as const;

/** Keycloak's Arabic sign-in labels (`usernameOrEmail`, `password`, `doLogIn`). */
const ARABIC = {
    username: "اسم المستخدم أو البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل دخول"
};

/** Posts our sign-in form in Arabic. */
async function submitArabicSignIn(page: Page, username: string, password = PASSWORD) {
    await page.getByLabel(ARABIC.username).fill(username);
    await page.getByLabel(ARABIC.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: ARABIC.signIn, exact: true }).click();
}

/** Since Keycloak 26.7 registration asks for the password after the verification link. */
const passwordOnRegister = !keycloakIsAtLeast(26, 7);

test.describe("our e-mail theme, as Keycloak sends it", () => {
    test.describe.configure({ timeout: 360_000 });
    test("registering sends our verification mail; its link verifies and the customer signs in", async ({
        page,
        browser,
        startSignIn
    }) => {
        const username = uniqueName("mail-register");
        const address = `${username}@utility-portal.test`;
        await startSignIn();
        await page.getByRole("link", { name: "Register" }).click();
        await page.getByLabel("Username").fill(username);
        await page.getByLabel("Email").fill(address);
        await page.getByLabel("First name").fill("Mira");
        await page.getByLabel("Last name").fill("Mail");
        if (passwordOnRegister) {
            await page.getByLabel("Password", { exact: true }).fill("Gas-Flow-2026");
            await page.getByLabel("Confirm password").fill("Gas-Flow-2026");
        }
        await page.getByRole("button", { name: "Register" }).click();
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();

        const mail = await mailOf(address, "email-verification");
        await checkMail(browser, mail, {
            ...EN,
            template: "email-verification",
            subject: "Verify email"
        });
        await openMailLink(page, actionLink(mail));
        if (!passwordOnRegister) {
            await page.getByLabel("New Password", { exact: true }).fill("Gas-Flow-2026");
            await page.getByLabel("Confirm password").fill("Gas-Flow-2026");
            await page.getByRole("button", { name: "Submit" }).click();
        }
        await expectSignedIn(page);
        expect((await findUser(username))?.emailVerified).toBe(true);
    });

    test("a German customer's reset mail is German; its link resets and the new password signs in", async ({
        page,
        browser,
        startSignIn
    }) => {
        const user = await createCustomer("mail-reset-de", { attributes: { locale: ["de"] } });
        await startSignIn({ ui_locales: "de" });
        await requestResetMail(page, user.username);

        const mail = await mailOf(user.email!, "password-reset");
        await checkMail(browser, mail, {
            template: "password-reset",
            lang: "de",
            dir: "ltr",
            link: true,
            subject: "Passwort zurücksetzen"
        });
        expect(mail.text).toContain("Zugangsdaten");
        await setPasswordFromMail(page, mail, "Neues-Gas-2026");
        await expectSignedIn(page);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username, "Neues-Gas-2026");
        await expectSignedIn(page);
        await checkMail(browser, await mailOf(user.email!, "event-update_password"), {
            template: "event-update_password",
            lang: "de",
            dir: "ltr",
            link: false,
            subject: /^Passwort aktualisiert$/i
        });
    });

    test("an administrator's mails (required actions, verification) follow each customer's language", async ({
        browser
    }) => {
        const arabic = await createCustomer("mail-admin-ar", {
            emailVerified: false,
            attributes: { locale: ["ar"] }
        });
        const english = await createCustomer("mail-admin-en");
        await admin("PUT", `/users/${arabic.id}/execute-actions-email`, ["UPDATE_PASSWORD"]);
        await admin("PUT", `/users/${arabic.id}/send-verify-email`);
        await admin("PUT", `/users/${english.id}/execute-actions-email`, ["UPDATE_PASSWORD"]);

        await checkMail(browser, await mailOf(arabic.email!, "executeActions"), {
            ...AR,
            template: "executeActions",
            subject: "تحديث بيانات حسابك"
        });
        await checkMail(browser, await mailOf(arabic.email!, "email-verification"), {
            ...AR,
            template: "email-verification",
            subject: "التحقق من البريد الإلكتروني"
        });
        const actions = await mailOf(english.email!, "executeActions");
        await checkMail(browser, actions, {
            ...EN,
            template: "executeActions",
            subject: "Update Your Account"
        });
        expect(actions.text).toContain("Update Password");
    });

    test("an Arabic customer's reset mail and password notices are Arabic and right-to-left", async ({
        page,
        browser,
        startSignIn
    }) => {
        const user = await createCustomer("mail-reset-ar", { attributes: { locale: ["ar"] } });
        await startSignIn({ ui_locales: "ar" });
        await requestResetMail(page, user.username);

        const mail = await mailOf(user.email!, "password-reset");
        await checkMail(browser, mail, {
            ...AR,
            template: "password-reset",
            subject: "إعادة تعيين كلمة المرور"
        });
        await setPasswordFromMail(page, mail, "Gas-Arabic-2026");
        await expectSignedIn(page);

        await checkMail(browser, await mailOf(user.email!, "event-update_password"), {
            ...NOTICE_AR,
            template: "event-update_password",
            subject: "تحديث كلمة المرور"
        });
        await checkMail(browser, await mailOf(user.email!, "event-update_credential"), {
            ...AR_CREDENTIAL_NOTICE,
            template: "event-update_credential"
        });
    });

    test("a failed sign-in and a removed authenticator are notified, in English and then Arabic", async ({
        page,
        browser,
        startSignIn
    }) => {
        // Two authenticators with one key: either answers the one-time code.
        const secret = "mail-notice-secret-01";
        const user = await createCustomer("mail-notices", {
            otherCredentials: [otpCredential("Phone", secret), otpCredential("Tablet", secret)]
        });
        await startSignIn();
        await submitSignIn(page, user.username, "not-the-password");
        await expect(page.getByText("Invalid username or password.")).toBeVisible();
        await checkMail(browser, await mailOf(user.email!, "event-login_error"), {
            ...NOTICE_EN,
            template: "event-login_error",
            subject: "Login error"
        });

        await submitSignIn(page, user.username);
        await page.getByLabel("One-time code").fill(totpCode(base32(secret)));
        await page.keyboard.press("Enter");
        await expectSignedIn(page);
        const [phone, tablet] = (await credentialsOf(user.id)).filter(c => c.type === "otp");
        await startSignIn({ kc_action: `delete_credential:${phone.id}` });
        await page.locator('[name="accept"]').click();
        await expectSignedIn(page);
        await checkMail(browser, await mailOf(user.email!, "event-remove_credential"), {
            ...NOTICE_EN,
            template: "event-remove_credential",
            subject: "Remove credential"
        });

        const stored = (await findUser(user.username))!;
        await admin("PUT", `/users/${user.id}`, { ...stored, attributes: { locale: ["ar"] } });
        await startSignIn({ kc_action: `delete_credential:${tablet.id}`, ui_locales: "ar" });
        await page.locator('[name="accept"]').click();
        await expectSignedIn(page);
        await page.context().clearCookies();
        await startSignIn({ ui_locales: "ar" });
        await submitArabicSignIn(page, user.username, "not-the-password");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

        await checkMail(browser, await mailOf(user.email!, "event-login_error", "ar"), {
            ...NOTICE_AR,
            template: "event-login_error",
            subject: "خطأ في تسجيل الدخول"
        });
        await checkMail(browser, await mailOf(user.email!, "event-remove_credential", "ar"), {
            ...AR_CREDENTIAL_NOTICE,
            template: "event-remove_credential"
        });
    });

    test.describe("with the realm's Update Email action", () => {
        withRequiredAction("UPDATE_EMAIL");

        for (const { lang, want } of [
            { lang: "en", want: { ...EN, subject: "Verify new email" } },
            { lang: "ar", want: { ...AR, subject: "التحقق من البريد الإلكتروني الجديد" } }
        ]) {
            test(`a new address gets our confirmation mail (${lang})`, async ({
                page,
                browser,
                startSignIn
            }) => {
                const user = await createCustomer(`mail-update-${lang}`, {
                    requiredActions: ["UPDATE_EMAIL"],
                    attributes: { locale: [lang] }
                });
                await startSignIn({ ui_locales: lang });
                if (lang === "ar") await submitArabicSignIn(page, user.username);
                else await submitSignIn(page, user.username);
                await expect(page.locator("main[data-page-id='update-email.ftl']")).toBeVisible();
                const renewed = `renewed-${user.email}`;
                await page.locator("#email").fill(renewed);
                await page.locator('main form [type="submit"]').first().click();

                const mail = await mailOf(renewed, "email-update-confirmation");
                await checkMail(browser, mail, { ...want, template: "email-update-confirmation" });
                expect(mail.text).toContain(renewed);
            });
        }
    });
});

/** A Latin-1 secret as the base32 text TOTP apps take. */
function base32(latin1: string): string {
    return Secret.fromLatin1(latin1).base32;
}
