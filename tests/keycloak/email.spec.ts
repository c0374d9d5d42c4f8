import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import { admin, findUser } from "../../dev/keycloak/adminApi";
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
    submitSignIn,
    test,
    uniqueName
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
        expectOurMail(mail, { lang: "en", dir: "ltr", subject: "Reset password" });
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

/**
 * Checks a mail is ours and whole (issue 47): our frame, `lang` and `dir`, Keycloak's subject, a
 * plain-text part with the same action link as the HTML, no unresolved FreeMarker and no message
 * key shown in place of a missing text, and under Gmail's clipping size.
 */
function expectOurMail(mail: CaughtMail, want: { lang: string; dir: string; subject: string }) {
    expect(mail.subject).toBe(want.subject);
    expect(mail.html).toContain('class="xk-card"');
    expect(mail.html).toContain(`<html lang="${want.lang}" dir="${want.dir}"`);
    expect(mail.html).toContain("Gas Utility");
    expect(Buffer.byteLength(mail.html)).toBeLessThan(100_000);
    const link = actionLink(mail);
    expect(mail.text).toContain(link);
    expect(mail.html.replace(/&amp;/g, "&")).toContain(`href="${link}"`);
    for (const part of [mail.html, mail.text]) {
        expect(part).not.toContain("${");
        expect(part).not.toMatch(/\b[a-z]\w*(Body|Subject)(Html)?\b/);
    }
}

/** axe's WCAG A/AA findings on a mail's HTML as Chromium draws it, light and dark. */
async function expectMailAccessible(browser: Browser, mail: CaughtMail) {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setContent(mail.html);
        const { violations } = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
            .analyze();
        expect(violations.map(violation => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }
    await context.close();
}

/** Since Keycloak 26.7 registration asks for the password after the verification link. */
const passwordOnRegister = !keycloakIsAtLeast(26, 7);

test.describe("our e-mail theme, as Keycloak sends it", () => {
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

        const [mail] = await mailsTo(address);
        expectOurMail(mail, { lang: "en", dir: "ltr", subject: "Verify email" });
        await expectMailAccessible(browser, mail);
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
        await page.locator('a[href*="reset-credentials"]').click();
        await page.locator("#username").fill(user.username);
        await page.locator('[type="submit"]').click();

        const [mail] = await mailsTo(user.email!);
        expectOurMail(mail, { lang: "de", dir: "ltr", subject: "Passwort zurücksetzen" });
        expect(mail.text).toContain("Zugangsdaten");
        await expectMailAccessible(browser, mail);
        await openMailLink(page, actionLink(mail));
        await page.locator("#password-new").fill("Neues-Gas-2026");
        await page.locator("#password-confirm").fill("Neues-Gas-2026");
        await page.locator('[type="submit"]').first().click();
        await expectSignedIn(page);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username, "Neues-Gas-2026");
        await expectSignedIn(page);
    });

    test("an administrator's required-actions mail to an Arabic customer is Arabic and right-to-left", async ({
        browser
    }) => {
        const user = await createCustomer("mail-actions-ar", { attributes: { locale: ["ar"] } });
        await admin("PUT", `/users/${user.id}/execute-actions-email`, ["UPDATE_PASSWORD"]);

        const [mail] = await mailsTo(user.email!);
        expectOurMail(mail, { lang: "ar", dir: "rtl", subject: "تحديث بيانات حسابك" });
        await expectMailAccessible(browser, mail);
    });
});
