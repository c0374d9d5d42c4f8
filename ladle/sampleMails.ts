import { createElement } from "react";
import { render } from "jsx-email";
import { mailBranding } from "@/email/branding";
import { MailLayout } from "@/email/MailLayout";
import { MAILS, type MailTemplate } from "@/email/mails";

/** A mail as the workbench shows it: its template, Keycloak's key for its text, its HTML. */
export type SampleMail = { template: MailTemplate; htmlKey: string; html: string };

/** The languages the mail story offers: left to right and right to left. */
export type SampleMailLanguage = "en" | "ar";

const LINK = "https://keycloak.example.test/realms/utility-portal/login-actions/action-token?key=sample";
const WHEN = { en: "27 Nov 2026 10:15 from 203.0.113.7", ar: "27/11/2026 10:15 من العنوان 203.0.113.7" };

/** Sample texts in the shape of Keycloak's (paragraphs, the link in one of its own), not its words. */
const SAMPLES: Record<MailTemplate, Record<SampleMailLanguage, [string, string?]>> = {
    "email-verification": {
        en: [
            "Someone created a Utility Portal account with this address. If it was you, verify it.",
            "Verify email address"
        ],
        ar: [
            "أنشأ أحدهم حسابًا في بوابة المرافق بهذا العنوان. إن كنت أنت، فتحقق منه.",
            "تحقق من عنوان البريد الإلكتروني"
        ]
    },
    "password-reset": {
        en: [
            "Someone asked to change the password of your Utility Portal account. If it was you, reset it.",
            "Reset password"
        ],
        ar: [
            "طلب أحدهم تغيير كلمة مرور حسابك في بوابة المرافق. إن كنت أنت، فأعد تعيينها.",
            "إعادة تعيين كلمة المرور"
        ]
    },
    executeActions: {
        en: [
            "Your administrator asks you to update your Utility Portal account: Update Password.",
            "Update account"
        ],
        ar: ["يطلب منك المسؤول تحديث حسابك في بوابة المرافق: تحديث كلمة المرور.", "تحديث الحساب"]
    },
    "email-update-confirmation": {
        en: [
            "To change your Utility Portal address to customer@example.test, confirm it.",
            "Confirm new address"
        ],
        ar: ["لتغيير عنوانك في بوابة المرافق إلى customer@example.test، أكّده.", "تأكيد العنوان الجديد"]
    },
    "identity-provider-link": {
        en: [
            "Someone asked to link your Utility Portal account with the Partner Utility account partner-user.",
            "Link accounts"
        ],
        ar: [
            "طلب أحدهم ربط حسابك في بوابة المرافق بحساب Partner Utility للمستخدم partner-user.",
            "ربط الحسابين"
        ]
    },
    "event-update_password": {
        en: [`Your password was changed on ${WHEN.en}. If it was not you, contact us.`],
        ar: [`تغيّرت كلمة مرورك في ${WHEN.ar}. إن لم تكن أنت، فاتصل بنا.`]
    },
    "event-update_credential": {
        en: [`Your otp credential was changed on ${WHEN.en}. If it was not you, contact us.`],
        ar: [`تغيّرت بيانات الاعتماد otp في ${WHEN.ar}. إن لم تكن أنت، فاتصل بنا.`]
    },
    "event-remove_credential": {
        en: [
            `The otp credential was removed from your account on ${WHEN.en}. If it was not you, contact us.`
        ],
        ar: [`أُزيلت بيانات الاعتماد otp من حسابك في ${WHEN.ar}. إن لم تكن أنت، فاتصل بنا.`]
    },
    "event-login_error": {
        en: [`A failed sign-in to your account was seen on ${WHEN.en}. If it was not you, contact us.`],
        ar: [`رُصدت محاولة فاشلة لتسجيل الدخول إلى حسابك في ${WHEN.ar}. إن لم تكن أنت، فاتصل بنا.`]
    }
};

const EXPIRY = { en: "The link expires within 5 minutes.", ar: "تنتهي صلاحية الرابط خلال 5 دقائق." };
const SAMPLE = { en: "Sample text.", ar: "نص تجريبي." };

function sampleBody(template: MailTemplate, lang: SampleMailLanguage): string {
    const [text, linkText] = SAMPLES[template][lang];
    const paragraphs = [`${SAMPLE[lang]} ${text}`];
    if (linkText) paragraphs.push(`<a href="${LINK}">${linkText}</a>`, EXPIRY[lang]);
    return paragraphs.map(paragraph => `<p>${paragraph}</p>`).join("");
}

/**
 * Every mail of `MAILS` rendered as the jar's templates are (`MailLayout` through jsx-email), in
 * English and Arabic, with the default branding and sample texts in place of Keycloak's. Runs in
 * Node (the workbench's Vite plugin `sampleMailsPlugin`). Rejects when jsx-email fails.
 */
export async function renderSampleMails(): Promise<Record<SampleMailLanguage, SampleMail[]>> {
    const branding = mailBranding({});
    const render1 = async (lang: SampleMailLanguage) =>
        Promise.all(
            (Object.keys(MAILS) as MailTemplate[]).map(async template => ({
                template,
                htmlKey: MAILS[template].htmlKey,
                html: await render(
                    createElement(MailLayout, {
                        template,
                        lang,
                        dir: lang === "ar" ? "rtl" : "ltr",
                        name: branding.utilityName,
                        logoUrl: branding.logoUrl,
                        color: branding.brandColor,
                        bodyHtml: sampleBody(template, lang)
                    })
                )
            }))
        );
    return { en: await render1("en"), ar: await render1("ar") };
}
