import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `email-update-confirmation.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["email-update-confirmation"]);
