import { expect, test, type Page } from "@playwright/test";
import {
    pageTranscript,
    readOn,
    spokenPhrases,
    startScreenReader,
    stopScreenReader
} from "../fixtures/screenReader";
import { openPage } from "./pages-helpers";

/**
 * What a screen reader says on our pages (the virtual screen reader of `tests/fixtures/
 * screenReader.ts`, in Chromium against the preview), in English and in Arabic (right to left):
 * dialogs are announced with their name and give focus back (WAI-ARIA APG dialog pattern, WCAG
 * 4.1.2, 2.4.3), errors are read with their field (WCAG 3.3.1, 1.3.1), status messages are spoken
 * once (WCAG 4.1.3) and the language menu names the current language.
 */

const LANGUAGES = [
    {
        tag: "en",
        states: [],
        username: "Username or email",
        oneTimeCode: "One-time code",
        otpCodeHint: "Enter the code your authenticator app shows now.",
        copyKey: "Copy key",
        keyCopied: "Key copied",
        copyCodes: "Copy",
        codesCopied: "Copied",
        language: "English"
    },
    {
        tag: "ar",
        states: ["ar"],
        username: "اسم المستخدم أو البريد الإلكتروني",
        oneTimeCode: "رمز لمرة واحدة",
        otpCodeHint: "أدخل الرمز الذي يعرضه تطبيق المصادقة الآن.",
        copyKey: "نسخ المفتاح",
        keyCopied: "تم نسخ المفتاح",
        copyCodes: "نسخ",
        codesCopied: "تم النسخ",
        language: "العربية"
    }
];

/** The footer links that open a dialog (the portal's HTML, image and PDF documents). */
const FOOTER_DIALOGS = ["Privacy Policy", "Service Area Map", "Rate Schedule (PDF)"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrases spoken once the screen reader has stopped saying anything new for 300 ms. */
async function settledPhrases(page: Page): Promise<string[]> {
    let previous: string[] = [];
    await expect
        .poll(
            async () => {
                const now = await spokenPhrases(page);
                const settled = now.length === previous.length;
                previous = now;
                return settled;
            },
            { intervals: [300] }
        )
        .toBe(true);
    return previous;
}

for (const language of LANGUAGES) {
    test.describe(`spoken, ${language.tag}`, () => {
        for (const title of FOOTER_DIALOGS) {
            test(`the "${title}" dialog is announced with its name and gives focus back to its link`, async ({
                page
            }) => {
                await openPage(page, "login.ftl", language.states);
                await startScreenReader(page);
                const link = new RegExp(`^link, ${escapeRegExp(title)}(,|$)`);
                await readOn(page, link);
                await page.getByRole("link", { name: title }).click();
                await expect(page.getByRole("dialog")).toBeVisible();
                const opened = await settledPhrases(page);
                const fromLink = opened.slice(opened.findLastIndex(phrase => link.test(phrase)));
                expect(fromLink, "announced on open").toContain(`dialog, ${title}`);
                await page.keyboard.press("Escape");
                await expect(page.getByRole("dialog")).toBeHidden();
                const closed = await settledPhrases(page);
                expect(closed.at(-1), "announced on close: focus is back on the link").toMatch(link);
                await stopScreenReader(page);
            });
        }

        test("a sign-in error is read with the field it belongs to", async ({ page }) => {
            await openPage(page, "login.ftl", ["errors", ...language.states]);
            expect(await pageTranscript(page)).toContain(
                `textbox, ${language.username}, alice, Invalid username or password., invalid`
            );
        });

        test("the one-time-code field is read with its label, its hint and its error", async ({
            page
        }) => {
            await openPage(page, "login-otp.ftl", ["errors", ...language.states]);
            expect(await pageTranscript(page)).toContain(
                `textbox, ${language.oneTimeCode}, ${language.otpCodeHint} Invalid authenticator code., invalid`
            );
        });

        const copies = [
            {
                pageId: "login-config-totp.ftl",
                states: ["manual"],
                button: language.copyKey,
                message: language.keyCopied
            },
            {
                pageId: "login-recovery-authn-code-config.ftl",
                states: [],
                button: language.copyCodes,
                message: language.codesCopied
            }
        ];
        for (const { pageId, states, button, message } of copies) {
            test(`${pageId}: the copy confirmation is spoken once`, async ({ page, context }) => {
                await context.grantPermissions(["clipboard-read", "clipboard-write"]);
                await openPage(page, pageId, [...states, ...language.states]);
                await startScreenReader(page);
                await page.getByRole("button", { name: button, exact: true }).click();
                await expect.poll(() => spokenPhrases(page)).toContain(`polite: ${message}`);
                // The message clears after 4000 ms; it must not be said again meanwhile or then.
                await page.waitForTimeout(4500);
                const spoken = await settledPhrases(page);
                expect(spoken.filter(phrase => phrase.includes(message))).toEqual([
                    `polite: ${message}`
                ]);
                await stopScreenReader(page);
            });
        }

        test("the language menu announces the current language", async ({ page }) => {
            await openPage(page, "login.ftl", language.states);
            const transcript = await pageTranscript(page);
            expect(transcript.filter(phrase => phrase.startsWith("button, "))).toContainEqual(
                expect.stringMatching(
                    new RegExp(`: ${language.language}, not expanded, has popup menu$`)
                )
            );
            await startScreenReader(page);
            await page.getByRole("button", { name: new RegExp(language.language) }).click();
            await expect(page.getByRole("menu")).toBeVisible();
            const inMenu = await readOn(page, /^end of menu/);
            expect(inMenu, "the current language is marked in the menu").toContainEqual(
                expect.stringMatching(new RegExp(`^menuitem, ${language.language}, current item\\b`))
            );
            await stopScreenReader(page);
        });
    });
}
