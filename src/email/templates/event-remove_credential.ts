import { mailTemplate } from "../mailTemplate";

/** `event-remove_credential.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "eventRemoveCredentialBodyHtml",
    textKey: "eventRemoveCredentialBody",
    args: 'event.getDetail("credential_type")!"unknown", event.date, event.ipAddress'
});
