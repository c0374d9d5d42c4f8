import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `event-update_password.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["event-update_password"]);
