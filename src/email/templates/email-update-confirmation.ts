import { mailTemplate } from "../mailTemplate";

/** `email-update-confirmation.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "emailUpdateConfirmationBodyHtml",
    textKey: "emailUpdateConfirmationBody",
    args: "link, newEmail, realmName, linkExpirationFormatter(linkExpiration)"
});
