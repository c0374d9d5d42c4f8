import { MAILS } from "../mails";
import { mailTemplate } from "../mailTemplate";

/** `identity-provider-link.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate(MAILS["identity-provider-link"]);
