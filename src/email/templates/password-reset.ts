import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `password-reset.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["password-reset"]);
