import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `email-verification.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["email-verification"]);
