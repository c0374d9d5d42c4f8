import { mailTemplate } from "../mailTemplate";

/** `identity-provider-link.ftl` with Keycloak's base arguments. */
export const { getTemplate, getSubject } = mailTemplate({
    htmlKey: "identityProviderLinkBodyHtml",
    textKey: "identityProviderLinkBody",
    args: "identityProviderDisplayName, realmName, identityProviderContext.username, link, linkExpiration, linkExpirationFormatter(linkExpiration)"
});
