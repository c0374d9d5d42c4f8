import { expect, test } from "@playwright/test";
import { existsSync } from "node:fs";
import { MAIL_SETTINGS } from "../../src/email/branding";
import { prepareHarness, renderMails, THEME_JAR, type MailJob } from "./harness";

/**
 * The jar's mail templates, rendered by FreeMarker as Keycloak renders them, with an operator's
 * branding settings (docs/security.md §11): good ones show, and each bad one gives its default,
 * never markup, a script address or a style of the setting's making. The password-reset mail
 * stands for every mail: all take their branding from the same FreeMarker (`brandingFtl`).
 */

const DEFAULT_NAME = MAIL_SETTINGS.utilityName.default;
const DEFAULT_COLOR = MAIL_SETTINGS.brandColor.default;
const LINK = "https://kc.test/realms/utility-portal/login-actions/action-token?key=sample";

/** Keycloak's model of a password-reset mail; the realm's own texts stand in for Keycloak's. */
function resetMail(name: string, properties: Record<string, string> = {}): MailJob[] {
    const model = {
        languageTag: "en",
        ltr: true,
        link: LINK,
        linkExpiration: 5,
        realmName: "Utility Portal",
        properties,
        realmLocalization: {
            passwordResetBodyHtml: "Reset it with {0}; the link expires in {3}.",
            passwordResetBody: "Reset it with {0}; the link expires in {3}."
        }
    };
    return ["html", "text"].map(part => ({
        name: `${name} ${part}`,
        ftl: `${part}/password-reset.ftl`,
        model
    }));
}

/** Each bad setting, and the part of it that must not reach the mail, escaped or not. */
const BAD: Record<string, { setting: string; value: string; trace: string }> = {
    "a logo over http:": {
        setting: "MAIL_LOGO_URL",
        value: "http://plain-http.test/logo.png",
        trace: "plain-http.test"
    },
    "a javascript: logo": { setting: "MAIL_LOGO_URL", value: "javascript:alert(1)", trace: "alert" },
    "a data: logo": {
        setting: "MAIL_LOGO_URL",
        value: "data:image/svg+xml,<svg onload=alert(1)>",
        trace: "alert"
    },
    "a logo address breaking out of its attribute": {
        setting: "MAIL_LOGO_URL",
        value: 'https://cdn.example.test/a.png" onerror="alert(1)',
        trace: "onerror"
    },
    "a color with a declaration after it": {
        setting: "MAIL_BRAND_COLOR",
        value: "red;background:url(x)",
        trace: "url(x)"
    },
    "a color that is an expression": {
        setting: "MAIL_BRAND_COLOR",
        value: "expression(alert(1))",
        trace: "expression"
    },
    "markup in the utility's name": {
        setting: "MAIL_UTILITY_NAME",
        value: "<img src=x onerror=alert(1)>",
        trace: "onerror"
    },
    "FreeMarker in the utility's name": {
        setting: "MAIL_UTILITY_NAME",
        value: "${realmName}",
        trace: "${"
    }
};

test.skip(!existsSync(THEME_JAR), "needs the built jar (npm run build-keycloak-theme)");

test.describe("mail branding settings in the jar's templates", () => {
    let mails: Map<string, { output: string; error?: string }>;

    test.beforeAll(() => {
        const jobs = [
            ...resetMail("env"),
            ...Object.entries(BAD).flatMap(([name, bad]) =>
                resetMail(name, { [bad.setting]: bad.value })
            )
        ];
        // The good settings come as Keycloak resolves them: from the server's environment.
        const rendered = renderMails(prepareHarness(), jobs, {
            env: {
                MAIL_UTILITY_NAME: "Northwind Gas",
                MAIL_LOGO_URL: "https://cdn.example.test/logo.png",
                MAIL_BRAND_COLOR: "#123abc"
            },
            // beforeAll runs once per worker, and a worker's run folder is emptied first.
            label: `mail-branding-${test.info().parallelIndex}`
        });
        mails = new Map(rendered.map(mail => [mail.name, mail]));
    });

    // The logo's host does not exist: nothing may wait on it.
    test.beforeEach(({ page }) => page.route(/^https?:/, route => route.abort()));

    const rendered = (name: string) => {
        const mail = mails.get(name)!;
        expect(mail.error, name).toBeUndefined();
        return mail.output;
    };

    test("an operator's settings from the environment brand the mail", async ({ page }) => {
        const html = rendered("env html");
        expect(html).toContain("background:#123abc");
        await page.setContent(html);
        await expect(page.getByRole("img", { name: "Northwind Gas" })).toHaveAttribute(
            "src",
            "https://cdn.example.test/logo.png"
        );
        expect(rendered("env text")).toContain("Northwind Gas");
        expect(rendered("env text")).toContain(LINK);
    });

    for (const [name, { setting, trace }] of Object.entries(BAD)) {
        test(`${name} gives the default, not the value`, async ({ page }) => {
            const html = rendered(`${name} html`);
            const text = rendered(`${name} text`);
            expect(html).not.toContain(trace);
            expect(text).not.toContain(trace);

            await page.setContent(html);
            if (setting === "MAIL_LOGO_URL") {
                await expect(page.locator("img")).toHaveCount(0);
                await expect(page.getByText("Northwind Gas")).toHaveCount(2);
            }
            if (setting === "MAIL_BRAND_COLOR") {
                expect(html).toContain(`background:${DEFAULT_COLOR}`);
                expect(html).toContain(`border-top:4px solid ${DEFAULT_COLOR}`);
            }
            if (setting === "MAIL_UTILITY_NAME") {
                await expect(page).toHaveTitle(DEFAULT_NAME);
                await expect(page.getByRole("img", { name: DEFAULT_NAME })).toHaveCount(1);
                expect(text).toContain(DEFAULT_NAME);
            }
            // Still whole: the message with its link, under the header and over the footer.
            await expect(page.getByText(`Reset it with ${LINK}`)).toBeVisible();
        });
    }
});
