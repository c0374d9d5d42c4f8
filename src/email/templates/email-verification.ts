import { mailTemplate } from "../mailTemplate";

/** `email-verification.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "emailVerificationBodyHtml",
    textKey: "emailVerificationBody",
    args: "link, linkExpiration, realmName, linkExpirationFormatter(linkExpiration)"
});
