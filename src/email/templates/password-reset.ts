import { mailTemplate } from "../mailTemplate";

/** `password-reset.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "passwordResetBodyHtml",
    textKey: "passwordResetBody",
    args: "link, linkExpiration, realmName, linkExpirationFormatter(linkExpiration)"
});
