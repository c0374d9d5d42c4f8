<#-- What fastKcContext.ftl's walk leaves out, as Keycloakify's serializer (keycloakify
     11.16, kcContextDeclarationTemplate.ftl) leaves it out: keys per path, with the page's own
     rules decided once per page. Called before a walk; pages written from a shape skip it. -->
<#macro xkPrelude>
    <#assign xkIsErrorPage = xKeycloakify.pageId == "error.ftl">
    <#assign xkIsTermsPage = xKeycloakify.pageId == "terms.ftl">
    <#assign xkSkippedKeys = { "class": 1, "declaredConstructors": 1, "superclass": 1, "declaringClass": 1 }>
    <#assign xkPathFlags = { "properties": 1, "realm": 2 }>
    <#assign xkErrorRealmKeys = { "name": 1, "displayName": 1, "displayNameHtml": 1, "internationalizationEnabled": 1, "registrationEmailAsUsername": 1 }>
    <#assign xkTermsKeys = { "masterAdminClient": 1, "delegateForUpdate": 1, "keycloakSession": 1, "entity": 1, "realmModel": 1, "userModel": 1 }>
    <#assign xkTermsDeepKeys = { "defaultRole": 1, "container": 1 }>
    <#assign xkSpecialMethods = {
        "auth": { "showUsername": 1, "showResetCredentials": 1, "showTryAnotherWayLink": 1 },
        "url": { "getLogoutUrl": 1 },
        "totp.policy": { "getAlgorithmKey": 1 },
        "messagesPerField": { "get": 1, "existsError": 1 }
    }>
    <#assign xkAbsent = -987654321.123456789>
    <#-- One exclusion is ours: social.baseURI (a java.net.URI, 47 keys), which no page and no type reads. -->
    <#assign xkExcluded = {
        "url": { "loginUpdatePasswordUrl": 1, "loginUpdateProfileUrl": 1, "loginUsernameReminderUrl": 1, "loginUpdateTotpUrl": 1 },
        "": { "updateProfileCtx": 1, "realmAttributes": 1 },
        "totp.otpCredentials.*": { "secretData": 1, "value": 1 },
        "realm": { "masterAdminClient": 1, "delegateForUpdate": 1, "defaultRole": 1, "smtpConfig": 1, "attributes": 1 },
        "user": { "delegateForUpdate": 1, "entity": 1 },
        "client.attributes": { "saml.signing.private.key": 1 },
        "login": { "password": 1 },
        "profile": { "attributesByName": 1 },
        "register": { "attributes": 1, "attributesByName": 1 },
        "properties": { "locales": 1, "import": 1, "meta": 1, "accountResourceProvider": 1 },
        "social": { "flowContext": 1, "session": 1, "realm": 1, "baseURI": 1 }
    }>
    <#-- Ours: user.attributes (every attribute of the user, 300 in the bench) is typed on terms.ftl only. -->
    <#if xKeycloakify.pageId != "terms.ftl">
        <@xkExclude pathKey="user" keys=["attributes"] />
    </#if>
    <#if xKeycloakify.pageId != "webauthn-error.ftl">
        <@xkExclude pathKey="" keys=["execution"] />
    </#if>
    <#if ["saml-post-form.ftl", "error.ftl", "info.ftl", "login-oauth-grant.ftl", "logout-confirm.ftl", "login-oauth2-device-verify-user-code.ftl", "frontchannel-logout.ftl"]?seq_contains(xKeycloakify.pageId) && !(auth?has_content && auth.showTryAnotherWayLink())>
        <@xkExclude pathKey="url" keys=["loginAction"] />
    </#if>
    <#-- Ours beside Keycloakify's two: without it, login-idp-link-confirm-override.ftl (Keycloak 26)
         wrote the identity provider's access, ID and refresh tokens into the page (docs/security.md §2). -->
    <#if ["login-idp-link-confirm.ftl", "login-idp-link-email.ftl", "login-idp-link-confirm-override.ftl"]?seq_contains(xKeycloakify.pageId)>
        <@xkExclude pathKey="brokerContext" keys=["contextData", "idpConfig", "idp", "authenticationSession"] />
        <@xkExclude pathKey="" keys=["identityProviderBrokerCtx"] />
    </#if>
    <#if ["register.ftl", "terms.ftl", "info.ftl", "login.ftl", "login-update-password.ftl", "login-oauth2-device-verify-user-code.ftl"]?seq_contains(xKeycloakify.pageId)>
        <#attempt>
            <#if !(auth?has_content && auth.showUsername() && !auth.showResetCredentials())>
                <@xkExclude pathKey="auth" keys=["attemptedUsername"] />
            </#if>
        <#recover>
        </#attempt>
    </#if>
</#macro>
<#-- Adds the keys `keys` under `pathKey` to xkExcluded. -->
<#macro xkExclude pathKey keys>
    <#local here = xkExcluded[pathKey]!{}>
    <#list keys as key>
        <#local here = here + { key: 1 }>
    </#list>
    <#assign xkExcluded = xkExcluded + { pathKey: here }>
</#macro>
