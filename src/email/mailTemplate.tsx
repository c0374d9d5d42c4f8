import type { GetSubject, GetTemplate } from "keycloakify-emails";
import { render } from "jsx-email";
import { brandingFtl } from "./branding";
import { MailLayout } from "./MailLayout";
import type { MailSpec } from "./mails";

async function htmlFtl(spec: MailSpec): Promise<string> {
    const html = await render(
        <MailLayout
            template={spec.template}
            lang="${locale.language}"
            dir="${xkDir}"
            name="${xkName}"
            logoUrl="${xkLogo}"
            logoCondition="xkLogo?has_content"
            color="${xkColor}"
            bodyHtml={`\${kcSanitize(msg("${spec.htmlKey}", ${spec.args}))?no_esc}`}
        />
    );
    const dir = "<#assign xkDir>${ltr?then('ltr','rtl')}</#assign>";
    return [brandingFtl(), dir, spec.prelude ?? "", html].join("\n");
}

const textFtl = (spec: MailSpec) =>
    [
        '<#ftl output_format="plainText">',
        brandingFtl(),
        spec.prelude ?? "",
        `\${msg("${spec.textKey}", ${spec.args})}`,
        "",
        "-- ",
        "${xkName}",
        ""
    ].join("\n");

/** keycloakify-emails' exports for one mail: HTML in our frame, text bare, both Keycloak's message;
 * the subject goes unused (config/emailTheme.ts keeps Keycloak's key). Never throws. */
export function mailTemplate(spec: MailSpec): { getTemplate: GetTemplate; getSubject: GetSubject } {
    return {
        getTemplate: async ({ plainText }) => (plainText ? textFtl(spec) : htmlFtl(spec)),
        getSubject: async () => spec.textKey.replace(/Body$/, "Subject")
    };
}
