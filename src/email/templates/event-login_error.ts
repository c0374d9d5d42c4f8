import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `event-login_error.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["event-login_error"]);
