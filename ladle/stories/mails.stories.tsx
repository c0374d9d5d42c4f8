import { useEffect, useRef } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import sampleMails from "virtual:sample-mails";
import type { SampleMail, SampleMailLanguage } from "../sampleMails";
import { applyColorScheme, DARK_QUERY, readColorMode, resolveColorScheme } from "@/login/colorMode";
import { useMediaQuery } from "@/lib/useMediaQuery";

/**
 * The e-mail theme (docs/decisions.md §28): every mail the jar draws, rendered from the same
 * `MailLayout` with sample values, each in a frame as a mail client shows it. One story, English
 * or Arabic (`?arg-locale=ar`); the page takes the mail's language and direction, and the color mode
 * as the app does: the workbench's theme, or the device's while it is on `auto`.
 */
export default {
    title: "Mails"
} satisfies StoryDefault;

type MailsArgs = { locale: SampleMailLanguage };

export const EveryMail: Story<MailsArgs> = ({ locale }) => {
    const deviceDark = useMediaQuery(DARK_QUERY, false);
    useEffect(() => {
        const root = document.documentElement;
        root.lang = locale;
        root.dir = locale === "ar" ? "rtl" : "ltr";
        applyColorScheme(resolveColorScheme(readColorMode(), deviceDark));
    }, [locale, deviceDark]);
    // Its own background: Ladle's follows the workbench's theme, not the device.
    return (
        <div className="min-h-screen bg-surface">
            <main className="mx-auto max-w-3xl p-4 text-ink">
                <h1 className="text-2xl font-bold">E-mails</h1>
                {sampleMails[locale].map(mail => (
                    <MailFrame key={`${locale}-${mail.template}`} mail={mail} />
                ))}
                <footer className="mt-6 text-sm text-ink-muted">
                    Sample values and sample texts. When Keycloak sends a mail it fills in its own text
                    for the key shown (or the realm&apos;s override of it), the link and the
                    customer&apos;s language; the utility&apos;s name, logo and color come from
                    MAIL_UTILITY_NAME, MAIL_LOGO_URL and MAIL_BRAND_COLOR.
                </footer>
            </main>
        </div>
    );
};
EveryMail.storyName = "Every mail";
EveryMail.argTypes = {
    locale: {
        name: "Language",
        options: ["en", "ar"],
        control: { type: "radio" },
        defaultValue: "en"
    }
};
EveryMail.meta = { sweep: [{ locale: "en" }, { locale: "ar" }] };

/** One mail in a frame sized to its content, under its template's name and Keycloak's key. */
function MailFrame({ mail }: { mail: SampleMail }) {
    const frame = useRef<HTMLIFrameElement>(null);
    const fit = () => {
        const document = frame.current?.contentDocument;
        if (frame.current && document) {
            frame.current.style.height = `${document.body.scrollHeight}px`;
        }
    };
    return (
        <section className="mt-6">
            <h2 className="text-lg font-semibold">{mail.template}</h2>
            <p className="text-sm text-ink-muted">
                Keycloak&apos;s text: <code>{mail.htmlKey}</code>
            </p>
            <iframe
                ref={frame}
                title={`${mail.template} mail`}
                srcDoc={mail.html}
                onLoad={fit}
                className="mt-2 w-full border border-line"
                style={{ height: 480 }}
            />
        </section>
    );
}
