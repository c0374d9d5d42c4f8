import { mailTemplate } from "../mailTemplate";

/** `event-update_credential.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "eventUpdateCredentialBodyHtml",
    textKey: "eventUpdateCredentialBody",
    args: 'event.getDetail("credential_type")!"unknown", event.date, event.ipAddress'
});
