import { mailTemplate } from "../mailTemplate";

/** `event-login_error.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "eventLoginErrorBodyHtml",
    textKey: "eventLoginErrorBody",
    args: "event.date, event.ipAddress"
});
