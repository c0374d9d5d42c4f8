import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `event-remove_credential.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["event-remove_credential"]);
