import type { Browser } from "@playwright/test";
import type { CaughtMail } from "../../dev/mail-catcher";
import type { MailTemplate } from "../../src/email/mails";
import { actionLink, caughtMailsTo, expect } from "./fixture";
import { recordMail } from "./gallery";
import { axeViolations } from "../fixtures/axe";

/** What a mail must be: its template, language and direction, Keycloak's subject, its link. */
export type MailWant = {
    template: MailTemplate;
    lang: string;
    dir: "ltr" | "rtl";
    /** Keycloak's subject in the mail's language, exactly, or a pattern. */
    subject: string | RegExp;
    /** Whether it carries an action link (false for event notices). */
    link: boolean;
};

/**
 * Waits until the mail catcher holds a mail drawn from `template` to `address` (in `lang`, when
 * given: its `<html lang>`) and returns the first.
 * @throws when none arrived within 15 000 ms.
 */
export async function mailOf(
    address: string,
    template: MailTemplate,
    lang?: string
): Promise<CaughtMail> {
    const marker = `<meta name="x-keycloak-template" content="${template}"`;
    const ofLang = (mail: CaughtMail) => lang === undefined || mail.html.includes(`lang="${lang}"`);
    let found: CaughtMail | undefined;
    await expect
        .poll(
            async () => {
                const mails = await caughtMailsTo(address);
                found = mails.find(mail => mail.html.includes(marker) && ofLang(mail));
                return found !== undefined;
            },
            { timeout: 15_000, message: `${template} mail to ${address}` }
        )
        .toBe(true);
    return found!;
}

/**
 * Checks a mail is ours and whole (docs/decisions.md §28): drawn from our template, not Keycloak's
 * base; `lang` and `dir`; Keycloak's subject; a plain-text part, with the HTML part's action link
 * when it has one; no unresolved FreeMarker and no message key shown in place of a missing text;
 * under Gmail's clipping size (102 kB).
 */
export function expectOurMail(mail: CaughtMail, want: MailWant): void {
    expect(mail.html).toContain(`<meta name="x-keycloak-template" content="${want.template}"`);
    expect(mail.html).toContain('class="xk-card"');
    expect(mail.html).toContain(`<html lang="${want.lang}" dir="${want.dir}"`);
    expect(mail.html).toContain("Gas Utility");
    if (typeof want.subject === "string") expect(mail.subject).toBe(want.subject);
    else expect(mail.subject).toMatch(want.subject);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(100_000);
    expect(mail.text.trim().length, "plain-text part").toBeGreaterThan(20);
    if (want.link) {
        const link = actionLink(mail);
        expect(mail.text).toContain(link);
        expect(mail.html.replace(/&amp;/g, "&")).toContain(`href="${link}"`);
    }
    for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toContain("${");
        expect(part).not.toMatch(/\b[a-z]\w*(Body|Subject)(Html)?\b|requiredAction\./);
    }
}

/**
 * {@link expectOurMail}, then axe's WCAG A/AA findings on the HTML part as Chromium draws it, in
 * light and dark color scheme (none allowed), and the mail's gallery pictures (`recordMail`).
 */
export async function checkMail(browser: Browser, mail: CaughtMail, want: MailWant): Promise<void> {
    expectOurMail(mail, want);
    const context = await browser.newContext();
    const page = await context.newPage();
    const findings: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setContent(mail.html);
        findings.push(...(await axeViolations(page)).map(line => `${colorScheme}: ${line}`));
    }
    await recordMail(page, { template: want.template, lang: want.lang, subject: mail.subject });
    await context.close();
    expect(findings, `axe on the ${want.template} mail (${want.lang})`).toEqual([]);
}
