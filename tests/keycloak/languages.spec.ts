import {
    createCustomer,
    createUnverifiedCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    PASSWORD,
    submitSignIn,
    test
} from "./fixture";

/** What each language shows: the theme's texts (Keycloakify's copy of Keycloak's messages). */
const LANGUAGES = [
    {
        tag: "de",
        dir: "ltr",
        menuLabel: "Deutsch",
        heading: "Bei Ihrem Konto anmelden",
        username: "Benutzername oder E-Mail",
        password: "Passwort",
        signIn: "Anmelden",
        verifyHeading: "E-Mail verifizieren"
    },
    {
        tag: "ar",
        dir: "rtl",
        menuLabel: "العربية",
        heading: "تسجيل الدخول إلى حسابك",
        username: "اسم المستخدم أو البريد الإلكتروني",
        password: "كلمة المرور",
        signIn: "تسجيل دخول",
        verifyHeading: "التحقق من البريد الإلكتروني"
    }
] as const;

for (const language of LANGUAGES) {
    test.describe(`sign-in in ${language.tag} against the real Keycloak`, () => {
        // Keycloak 26 takes the OIDC `ui_locales` on the authorization URL; it ignores `kc_locale`
        // there and honors it on its login-actions URLs, which is what the language menu links to.
        test(`ui_locales=${language.tag} gives the language's texts, lang and dir, and signs in`, async ({
            page,
            startSignIn
        }) => {
            const user = await createCustomer(`lang-${language.tag}`);
            await startSignIn({ ui_locales: language.tag });

            await expect(page.getByRole("heading", { name: language.heading })).toBeVisible();
            await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
            await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
            await expectAccessible(page);
            await page.getByLabel(language.username).fill(user.username);
            await page.getByLabel(language.password, { exact: true }).fill(PASSWORD);
            await page.getByRole("button", { name: language.signIn, exact: true }).click();
            await expectSignedIn(page);
        });

        test(`the realm's language menu switches to ${language.tag}`, async ({ page, startSignIn }) => {
            await startSignIn();
            await page.getByRole("button", { name: /English/ }).click();
            const item = page.getByRole("menuitem", { name: new RegExp(language.menuLabel) });
            await expect(item).toHaveAttribute("href", new RegExp(`kc_locale=${language.tag}`));
            await item.click();
            await expect(page.getByRole("heading", { name: language.heading })).toBeVisible();
            await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
            await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        });

        test(`the e-mail verification page in ${language.tag} says "verify your e-mail" once`, async ({
            page,
            startSignIn
        }) => {
            const user = await createUnverifiedCustomer(`verify-${language.tag}`);
            await startSignIn({ ui_locales: language.tag });
            await page.getByLabel(language.username).fill(user.username);
            await page.getByLabel(language.password, { exact: true }).fill(PASSWORD);
            await page.getByRole("button", { name: language.signIn, exact: true }).click();

            await expect(page.getByRole("heading", { name: language.verifyHeading })).toBeVisible();
            // Keycloak's own notice (verifyEmailMessage, a warning) repeats what the page says.
            const notice = await page.evaluate(
                () =>
                    (window as unknown as { kcContext: { message?: { summary: string } } }).kcContext
                        .message?.summary
            );
            expect(notice, "Keycloak sends its verify-email notice").toBeTruthy();
            await expect(page.getByText(notice!)).toHaveCount(0);
            await expect(page.getByRole("alert")).toHaveCount(0);
            await expectAccessible(page);
        });
    });
}

test("the English e-mail verification page hides Keycloak's notice too", async ({
    page,
    startSignIn
}) => {
    const user = await createUnverifiedCustomer("verify-en");
    await startSignIn();
    await submitSignIn(page, user.username);
    await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
    await expect(
        page.getByText("You need to verify your email address to activate your account.")
    ).toHaveCount(0);
});
