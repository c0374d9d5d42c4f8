import { otpCredential } from "../../dev/keycloak/adminApi";
import { transcribeDialog } from "../fixtures/screenReader";
import {
    createCustomer,
    createUnverifiedCustomer,
    expect,
    expectAccessible,
    PASSWORD,
    test
} from "./fixture";
import { writeTranscript } from "./gallery";

/**
 * The states reviewers audit beyond each page's plain one, each checked by axe and pictured under
 * a gallery entry of its own: the four custom pages in Arabic (right to left), the footer's three
 * dialogs and the language menu open (Radix parts). A dialog's transcript is a screen reader's
 * (tests/fixtures/screenReader.ts) from its link: opening it, reading it to its end, closing it with
 * Escape.
 */

const ARABIC = {
    username: "اسم المستخدم أو البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل دخول"
};

test.describe("the custom pages in Arabic, right to left", () => {
    const cases = [
        { pageId: "login.ftl", prepare: () => createCustomer("gallery-ar") },
        {
            pageId: "login-config-totp.ftl",
            prepare: () => createCustomer("gallery-ar-totp", { requiredActions: ["CONFIGURE_TOTP"] })
        },
        {
            pageId: "login-otp.ftl",
            prepare: () =>
                createCustomer("gallery-ar-otp", {
                    otherCredentials: [otpCredential("Phone", "gallery-otp-secret-1")]
                })
        },
        {
            pageId: "login-verify-email.ftl",
            prepare: () => createUnverifiedCustomer("gallery-ar-verify")
        }
    ];
    for (const { pageId, prepare } of cases) {
        test(`${pageId} reads right to left and passes axe`, async ({ page, startSignIn }) => {
            const user = await prepare();
            await startSignIn({ ui_locales: "ar" });
            if (pageId !== "login.ftl") {
                await page.getByLabel(ARABIC.username).fill(user.username);
                await page.getByLabel(ARABIC.password, { exact: true }).fill(PASSWORD);
                await page.getByRole("button", { name: ARABIC.signIn, exact: true }).click();
            }
            await expect(page.locator(`main[data-page-id="${pageId}"]`)).toBeVisible();
            await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
            await expect(page.locator("html")).toHaveAttribute("lang", "ar");
            await expectAccessible(page, "ar");
        });
    }
});

test.describe("the sign-in page's Radix parts, open", () => {
    for (const title of ["Privacy Policy", "Service Area Map", "Rate Schedule (PDF)"]) {
        test(`the footer dialog "${title}" passes axe while open`, async ({ page, startSignIn }) => {
            await startSignIn();
            const transcript = await transcribeDialog(page, title, async () => {
                await expect(page.getByRole("dialog", { name: title })).toBeVisible();
                await expectAccessible(page, `dialog: ${title}`, { readAloud: false });
                await expect(page.getByRole("dialog", { name: title })).toBeVisible();
            });
            await expect(page.getByRole("link", { name: title })).toBeFocused();
            await writeTranscript(page, `dialog: ${title}`, transcript);
        });
    }

    test("the language menu passes axe while open", async ({ page, startSignIn }) => {
        await startSignIn();
        await page.getByRole("button", { name: /English/ }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectAccessible(page, "language menu");
        await expect(page.getByRole("menuitem", { name: /العربية/ })).toBeVisible();
    });
});
