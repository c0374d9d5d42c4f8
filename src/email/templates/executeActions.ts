import { mailTemplate } from "../mailTemplate";

/** `executeActions.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "executeActionsBodyHtml",
    textKey: "executeActionsBody",
    args: "link, linkExpiration, realmName, requiredActionsText, linkExpirationFormatter(linkExpiration)",
    prelude:
        '<#outputformat "plainText"><#assign requiredActionsText><#if requiredActions??><#list requiredActions><#items as reqActionItem>${msg("requiredAction.${reqActionItem}")}<#sep>, </#sep></#items></#list></#if></#assign></#outputformat>'
});
