/** Mail branding: email theme properties from the Keycloak server's environment (docs/decisions.md §28). */
export const mailEnvironmentVariables = [
    { name: "MAIL_UTILITY_NAME", default: "Gas Utility" },
    { name: "MAIL_LOGO_URL", default: "" },
    { name: "MAIL_BRAND_COLOR", default: "#0067A6" }
];

const [nameSetting, logoSetting, colorSetting] = mailEnvironmentVariables;

const read = (setting: { name: string }) => `((properties.${setting.name})!"")?trim`;

/** FreeMarker assigning `xkName`, `xkLogo` ("" for none), `xkColor` from the settings, a bad one
 * replaced by its default; never fails at render time. Rules: docs/security.md §11. */
export function brandingFtl(): string {
    return [
        `<#assign xkName = ${read(nameSetting)}>`,
        `<#if !xkName?matches(r"[^<>&\\x22'\`{}$\\\\]{1,80}")><#assign xkName = "${nameSetting.default}"></#if>`,
        `<#assign xkLogo = ${read(logoSetting)}>`,
        `<#if !xkLogo?matches(r"https://[^\\s\\x22'<>()\\\\]{1,500}")><#assign xkLogo = ""></#if>`,
        `<#assign xkColor = ${read(colorSetting)}>`,
        `<#if !xkColor?matches(r"#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{3}")><#assign xkColor = "${colorSetting.default}"></#if>`
    ].join("\n");
}
