import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `executeActions.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS.executeActions);
