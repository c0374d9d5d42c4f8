import { mailTemplate } from "../mailTemplate";

/** `event-update_password.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "eventUpdatePasswordBodyHtml",
    textKey: "eventUpdatePasswordBody",
    args: "event.date, event.ipAddress"
});
