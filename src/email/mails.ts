/** A mail (`email/html/<template>.ftl`): Keycloak's body keys, the arguments its base template
 * passes them, and FreeMarker they need first (`prelude`). */
export type MailSpec = {
    template: string;
    htmlKey: string;
    textKey: string;
    args: string;
    prelude?: string;
};

const linkArgs = "link, linkExpiration, realmName, linkExpirationFormatter(linkExpiration)";
const credentialArgs = 'event.getDetail("credential_type")!"unknown", event.date, event.ipAddress';

/** The mails of the flows this theme serves (docs/decisions.md §28), keyed by template. */
export const MAILS = {
    "email-verification": {
        template: "email-verification",
        htmlKey: "emailVerificationBodyHtml",
        textKey: "emailVerificationBody",
        args: linkArgs
    },
    "password-reset": {
        template: "password-reset",
        htmlKey: "passwordResetBodyHtml",
        textKey: "passwordResetBody",
        args: linkArgs
    },
    executeActions: {
        template: "executeActions",
        htmlKey: "executeActionsBodyHtml",
        textKey: "executeActionsBody",
        args: "link, linkExpiration, realmName, requiredActionsText, linkExpirationFormatter(linkExpiration)",
        prelude:
            '<#outputformat "plainText"><#assign requiredActionsText><#if requiredActions??><#list requiredActions><#items as reqActionItem>${msg("requiredAction.${reqActionItem}")}<#sep>, </#sep></#items></#list></#if></#assign></#outputformat>'
    },
    "email-update-confirmation": {
        template: "email-update-confirmation",
        htmlKey: "emailUpdateConfirmationBodyHtml",
        textKey: "emailUpdateConfirmationBody",
        args: "link, newEmail, realmName, linkExpirationFormatter(linkExpiration)"
    },
    "identity-provider-link": {
        template: "identity-provider-link",
        htmlKey: "identityProviderLinkBodyHtml",
        textKey: "identityProviderLinkBody",
        args: "identityProviderDisplayName, realmName, identityProviderContext.username, link, linkExpiration, linkExpirationFormatter(linkExpiration)"
    },
    "event-update_password": {
        template: "event-update_password",
        htmlKey: "eventUpdatePasswordBodyHtml",
        textKey: "eventUpdatePasswordBody",
        args: "event.date, event.ipAddress"
    },
    "event-update_credential": {
        template: "event-update_credential",
        htmlKey: "eventUpdateCredentialBodyHtml",
        textKey: "eventUpdateCredentialBody",
        args: credentialArgs
    },
    "event-remove_credential": {
        template: "event-remove_credential",
        htmlKey: "eventRemoveCredentialBodyHtml",
        textKey: "eventRemoveCredentialBody",
        args: credentialArgs
    },
    "event-login_error": {
        template: "event-login_error",
        htmlKey: "eventLoginErrorBodyHtml",
        textKey: "eventLoginErrorBody",
        args: "event.date, event.ipAddress"
    }
} satisfies Record<string, MailSpec>;

/** A template this theme draws. */
export type MailTemplate = keyof typeof MAILS;
