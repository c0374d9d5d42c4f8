<#-- Keycloakify's `toJsDeclarationString(.data_model, [])`, faster (docs/decisions.md §17); writes
     the data block of kcContextWire.ts, strings escaped by xkJs (docs/security.md §2). -->
<#function xkKind object depth pathKey>
    <#-- 0 skip, 1 hash, 3 boolean, 4 sequence, 5 date, 6 number, 7 string, 8 other -->
    <#local isHash = false>
    <#attempt>
        <#local isHash = object?is_hash || object?is_hash_ex>
    <#recover>
        <#return 0>
    </#attempt>
    <#if isHash>
        <#if depth gt 10>
            <#return 0>
        </#if>
        <#attempt>
            <#local keys = object?keys>
        <#recover>
            <#return 0>
        </#attempt>
        <#return xkIsInternal(object)?then(0, 1)>
    </#if>
    <#local isMethod = false>
    <#attempt>
        <#local isMethod = object?is_method>
    <#recover>
        <#return 0>
    </#attempt>
    <#if isMethod>
        <#return 0>
    </#if>
    <#attempt>
        <#if object?is_boolean>
            <#return 3>
        </#if>
        <#if object?is_enumerable>
            <#return 4>
        </#if>
        <#if object?is_date_like>
            <#return 5>
        </#if>
        <#if object?is_number>
            <#return 6>
        </#if>
        <#if object?is_string>
            <#return 7>
        </#if>
    <#recover>
        <#return 0>
    </#attempt>
    <#attempt>
        <#local ignored = object?js_string>
    <#recover>
        <#return 0>
    </#attempt>
    <#return 8>
</#function>
<#function xkIsInternal object>
    <#local hasToString = false>
    <#attempt>
        <#local hasToString = object["toString"]??>
    <#recover>
        <#return false>
    </#attempt>
    <#if !hasToString>
        <#return false>
    </#if>
    <#local stringified = "">
    <#attempt>
        <#local stringified = object?string?trim>
    <#recover>
        <#return false>
    </#attempt>
    <#if !stringified?matches(".*@\\s*[0-9a-fA-F]+$")>
        <#return false>
    </#if>
    <#if stringified?starts_with("java.util.stream.")>
        <#return true>
    </#if>
    <#if stringified?starts_with("org.keycloak.")>
        <#if stringified?starts_with("org.keycloak.models.OTPPolicy") || stringified?starts_with("org.keycloak.models.RequiredActionProviderModel")>
            <#return false>
        </#if>
        <#list ["models", "services", "authentication", "quarkus.runtime", "transaction", "connections", "utils.ClosingStream"] as namespacePortion>
            <#if stringified?starts_with("org.keycloak." + namespacePortion)>
                <#return true>
            </#if>
        </#list>
    </#if>
    <#if stringified?matches("^session\\s*@\\s*[0-9a-fA-F]+$")>
        <#return true>
    </#if>
    <#if xkIsErrorPage || !stringified?matches("^[0-9a-fA-F\\-]{36}@[0-9a-f]+$")>
        <#return false>
    </#if>
    <#local realmId = "">
    <#attempt>
        <#if !object["id"]?? || !object["id"]?is_string>
            <#return false>
        </#if>
        <#local realmId = object["id"]>
    <#recover>
        <#return false>
    </#attempt>
    <#return stringified?starts_with(realmId + "@")>
</#function>
<#macro xkWrite object depth pathKey kind>
<#if kind == 1>
{<#t>
    <#local pathFlag = xkPathFlags[pathKey]!0>
    <#local excludedHere = xkExcluded[pathKey]!{}>
    <#local specialHere = xkSpecialMethods[pathKey]!{}>
    <#local hasRules = pathFlag != 0 || xkIsTermsPage || excludedHere?has_content>
    <#list object?keys as key>
        <#if hasRules>
            <#if pathFlag == 1 && key?starts_with("kc")>
                <#continue>
            </#if>
            <#if excludedHere[key]??>
                <#continue>
            </#if>
            <#if pathFlag == 2 && xkIsErrorPage && !xkErrorRealmKeys[key]??>
                <#continue>
            </#if>
            <#if xkIsTermsPage && (xkTermsKeys[key]?? || (depth gt 2 && xkTermsDeepKeys[key]??))>
                <#continue>
            </#if>
        </#if>
        <#if xkSkippedKeys[key]??>
            <#continue>
        </#if>
        <#attempt>
            <#local value = object[key]!xkAbsent>
            <#local isHash = value?is_hash || value?is_hash_ex>
        <#recover>
            <#continue>
        </#attempt>
        <#if !isHash>
            <#if value?is_method>
                <#if !specialHere[key]??>
                    <#continue>
                </#if>
                <@xkSpecialMethod pathKey=pathKey key=key value=value depth=depth />
                <#continue>
            </#if>
            <#if value?is_number && value == xkAbsent>
                <#continue>
            </#if>
            <#if value?is_boolean>
"${xkJs(key)?no_esc}":${value?c?no_esc},<#lt>
                <#continue>
            </#if>
            <#if value?is_string && !value?is_enumerable && !value?is_date_like && !value?is_number>
                <@xkMessageKey str=value />
"${xkJs(key)?no_esc}":"${xkJs(value)?no_esc}",<#lt>
                <#continue>
            </#if>
        </#if>
        <#local childPath = (depth == 0)?then(key, pathKey + "." + key)>
        <#local childKind = xkKind(value, depth + 1, childPath)>
        <#if childKind == 0>
            <#continue>
        </#if>
"${xkJs(key)?no_esc}":<@xkWrite object=value depth=depth + 1 pathKey=childPath kind=childKind />,<#lt>
    </#list>
}<#t>
<#elseif kind == 4>
[<#t>
    <#list object as item>
        <#if !item??>
null,<#lt>
            <#continue>
        </#if>
        <#local itemKind = xkKind(item, depth + 1, pathKey + ".*")>
        <#if itemKind == 0>
            <#continue>
        </#if>
<@xkWrite object=item depth=depth + 1 pathKey=pathKey + ".*" kind=itemKind />,<#lt>
    </#list>
]<#t>
<#elseif kind == 3 || kind == 6>
${object?c?no_esc}<#t>
<#elseif kind == 5>
"${object?datetime?iso_utc?no_esc}"<#t>
<#elseif kind == 7>
<@xkMessageKey str=object />
"${xkJs(object)?no_esc}"<#t>
<#else>
"${xkJs(object)?no_esc}"<#t>
</#if>
</#macro>
<#macro xkMessageKey str>
    <#-- Pre-filters Keycloakify's macro: one regex instead of a call for every non-key string. -->
    <#if str?length lte 200 && str?matches(r"(\$\{)?[a-zA-Z0-9-_.]*\}?")>
        <@addToXKeycloakifyMessagesIfMessageKey str=str />
    </#if>
</#macro>
<#macro xkScalar value>
<#if value?is_boolean || value?is_number>${value?c?no_esc}<#else>"${xkJs(value)?no_esc}"</#if><#t>
</#macro>
<#-- A shape's plain leaf: maps, lists, strings, numbers, booleans; null entries left out, as the walk does. -->
<#macro xkPlain value>
<#if value?is_boolean || value?is_number>${value?c?no_esc}<#elseif value?is_string><@xkMessageKey str=value />"${xkJs(value)?no_esc}"<#elseif value?is_sequence>[<#list value as item><#if item??><@xkPlain value=item /><#else>null</#if>,</#list>]<#elseif value?is_hash_ex>{<#list value as key, item><#if item??>"${xkJs(key)?no_esc}":<@xkPlain value=item />,</#if></#list>}<#else>"${xkJs(value)?no_esc}"</#if><#t>
</#macro>
<#macro xkStringMap map>
{<#list map as key, value><#if value?? && value?is_string && key != "saml.signing.private.key">"${xkJs(key)?no_esc}":"${xkJs(value)?no_esc}",</#if></#list>}<#t>
</#macro>
<#-- Keycloakify's special methods written as their values; kcContextFromPage.ts rebuilds them. -->
<#macro xkSpecialMethod pathKey key value depth>
    <#if pathKey == "messagesPerField">
"${xkJs(key)?no_esc}":<#if key == "get"><@xkFieldMessages /><#else><@xkFieldErrors /></#if>,<#lt>
    <#elseif pathKey == "url">
        <#attempt>
            <#local logoutUrl = "" + url.getLogoutUrl()>
"getLogoutUrl":"${xkJs(logoutUrl)?no_esc}",<#lt>
        <#recover>
        </#attempt>
    <#elseif pathKey == "totp.policy">
        <#attempt>
            <#local algorithmKey = (mode?? && mode == "manual")?then(totp.policy.getAlgorithmKey(), "error")>
"getAlgorithmKey":"${xkJs(algorithmKey)?no_esc}",<#lt>
        <#recover>
        </#attempt>
    <#else>
        <#local childPath = (depth == 0)?then(key, pathKey + "." + key)>
        <#local code = toJsDeclarationString(value, childPath?split("."))>
        <#if !code?starts_with("ABORT:")>
"${xkJs(key)?no_esc}":${code?no_esc},<#lt>
        </#if>
    </#if>
</#macro>
<#function xkFieldNames>
    <#local fields = ["firstName", "lastName", "email", "username", "password", "password-confirm", "global", "totp", "userLabel", "recoveryCodeInput", "termsAccepted"]>
    <#if profile?? && profile.attributes??>
        <#list profile.attributes as attribute>
            <#if !fields?seq_contains(attribute.name)>
                <#local fields = fields + [attribute.name]>
            </#if>
        </#list>
    </#if>
    <#return fields>
</#function>
<#macro xkFieldMessages>
{<#list xkFieldNames() as field>"${xkJs(field)?no_esc}":"<#if messagesPerField.exists(field)>${xkJs(messagesPerField.get(field))?no_esc}</#if>",</#list>}<#t>
</#macro>
<#macro xkFieldErrors>
{<#list xkFieldNames() as field>"${xkJs(field)?no_esc}":${messagesPerField.existsError(field)?c},</#list>}<#t>
</#macro>
<#macro xkMessagesPerField>
{"get":<@xkFieldMessages />, "existsError":<@xkFieldErrors />}<#t>
</#macro>
<#-- JSON string body that cannot end its <script> block or hold a tag: every < as \u003C. -->
<#function xkJs value>
    <#return value?json_string?replace("<", "\\u003C")>
</#function>
<#-- Must follow the kcContext, whose message keys it collects; the nested content adds message entries. -->
<#macro xkKeycloakifyData>
    <@addNonAutomaticallyGatherableMessagesToXKeycloakifyMessages />
{"keycloakifyVersion":"${xkJs(xKeycloakify.keycloakifyVersion)?no_esc}","themeVersion":"${xkJs(xKeycloakify.themeVersion)?no_esc}","themeType":"${xkJs(xKeycloakify.themeType)?no_esc}","themeName":"${xkJs(xKeycloakify.themeName)?no_esc}","pageId":"${xkJs(xKeycloakify.pageId)?no_esc}","ftlTemplateFileName":"${xkJs(xKeycloakify.ftlTemplateFileName)?no_esc}","resourcesPath":"${xkJs(xKeycloakify.resourcesPath)?no_esc}","messages":{<#t>
    <#list xKeycloakify.messages as key, resolvedMsg>
"${xkJs(key)?no_esc}":"${xkJs(resolvedMsg)?no_esc}",<#t>
    </#list>
<#nested><#t>
}}<#t>
</#macro>
