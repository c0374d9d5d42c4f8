/** An email theme property from the server's environment; `pattern` must match the whole value
 * (read alike by Java and JavaScript, and free of `"` for FreeMarker's `r"…"`). */
export type MailSetting = { name: string; default: string; pattern: string };

/** The three settings and their rules (docs/security.md §11, docs/decisions.md §28). */
export const MAIL_SETTINGS = {
    utilityName: {
        name: "MAIL_UTILITY_NAME",
        default: "Gas Utility",
        pattern: "[^<>&\\x22'`{}$\\\\]{1,80}"
    },
    logoUrl: { name: "MAIL_LOGO_URL", default: "", pattern: "https://[^\\s\\x22'<>()\\\\]{1,500}" },
    brandColor: {
        name: "MAIL_BRAND_COLOR",
        default: "#0067A6",
        pattern: "#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{3}"
    }
} satisfies Record<string, MailSetting>;

/** keycloakify-emails' `environmentVariables`: each setting's name and default. */
export const mailEnvironmentVariables = Object.values(MAIL_SETTINGS).map(setting => ({
    name: setting.name,
    default: setting.default
}));

/** The branding a mail shows: `logoUrl` "" for none. */
export type MailBranding = { utilityName: string; logoUrl: string; brandColor: string };

/** {@link brandingFtl}'s twin for previews: each value (missing: default) trimmed, kept when it
 * matches its pattern, else the default. Never throws. */
export function mailBranding(values: Partial<MailBranding>): MailBranding {
    const checked = (key: keyof MailBranding) => {
        const setting: MailSetting = MAIL_SETTINGS[key];
        const value = (values[key] ?? "").trim();
        return new RegExp(`^(?:${setting.pattern})$`).test(value) ? value : setting.default;
    };
    return {
        utilityName: checked("utilityName"),
        logoUrl: checked("logoUrl"),
        brandColor: checked("brandColor")
    };
}

const assign = (variable: string, setting: MailSetting) =>
    [
        `<#assign ${variable} = ((properties.${setting.name})!"")?trim>`,
        `<#if !${variable}?matches(r"${setting.pattern}")><#assign ${variable} = "${setting.default}"></#if>`
    ].join("\n");

/** FreeMarker assigning `xkName`, `xkLogo` ("" for none), `xkColor` from the settings, a bad one
 * replaced by its default; never fails at render time. Rules: docs/security.md §11. */
export function brandingFtl(): string {
    return [
        assign("xkName", MAIL_SETTINGS.utilityName),
        assign("xkLogo", MAIL_SETTINGS.logoUrl),
        assign("xkColor", MAIL_SETTINGS.brandColor)
    ].join("\n");
}
