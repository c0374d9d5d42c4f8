<#--
    Fast kcContext serialiser (bench/README.md, "Server cost"), put into every generated login .ftl by
    config/fastKcContext.ts in place of Keycloakify's `toJsDeclarationString(.data_model, [])`.
    Same walk over FreeMarker's data model, same exclusions, same values; what it leaves out is
    the cost: exclusions are hash look-ups instead of string comparisons (FreeMarker compares
    strings with the locale's collator), values are written to the output instead of being
    concatenated into strings, and no comments are written. Special methods (`messagesPerField.get`
    and the like) and message keys still go through Keycloakify's own code.
-->
<#function xkKind object depth pathKey>
    <#-- 0: leave out, 1: hash, 3: boolean, 4: sequence, 5: date, 6: number,
         7: string, 8: other value with a string form -->
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
        <#-- Keycloakify's special methods are properties of hashes, written by xkWrite itself;
             any other method is left out. -->
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
    <#-- Keycloak's internal objects (models, services, sessions, streams, the realm's internal
         representation) are left out, as Keycloakify's serialiser leaves them out. -->
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
    <#-- Most objects have no rule of their own: their keys skip the rule checks. -->
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
            <#-- One evaluation of the getter: a missing or null value becomes the number
                 xkAbsent (a value no model holds), which is left out like Keycloakify leaves out
                 what `object[key]??` rejects. -->
            <#local value = object[key]!xkAbsent>
            <#local isHash = value?is_hash || value?is_hash_ex>
        <#recover>
            <#continue>
        </#attempt>
        <#-- The common leaves are written here, without a function call: methods (left out but for
             Keycloakify's special ones), strings, booleans and numbers. -->
        <#if !isHash>
            <#if value?is_method>
                <#if !specialHere[key]??>
                    <#continue>
                </#if>
                <#local childPath = (depth == 0)?then(key, pathKey + "." + key)>
                <#local code = toJsDeclarationString(value, childPath?split("."))>
                <#if code?starts_with("ABORT:")>
                    <#continue>
                </#if>
"${key?js_string?no_esc}": ${code?no_esc},<#lt>
                <#continue>
            </#if>
            <#if value?is_number && value == xkAbsent>
                <#continue>
            </#if>
            <#if value?is_boolean>
"${key?js_string?no_esc}": ${value?c?no_esc},<#lt>
                <#continue>
            </#if>
            <#if value?is_string && !value?is_enumerable && !value?is_date_like && !value?is_number>
                <@xkMessageKey str=value />
"${key?js_string?no_esc}": "${value?js_string?no_esc}",<#lt>
                <#continue>
            </#if>
        </#if>
        <#local childPath = (depth == 0)?then(key, pathKey + "." + key)>
        <#local childKind = xkKind(value, depth + 1, childPath)>
        <#if childKind == 0>
            <#continue>
        </#if>
"${key?js_string?no_esc}": <@xkWrite object=value depth=depth + 1 pathKey=childPath kind=childKind />,<#lt>
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
"${object?js_string?no_esc}"<#t>
<#else>
"${object?js_string?no_esc}"<#t>
</#if>
</#macro>
<#macro xkMessageKey str>
    <#-- Keycloakify's addToXKeycloakifyMessagesIfMessageKey adds a string's message when the
         string (or the key inside "${...}") looks like a message key; most strings (URLs, text)
         do not, and are told apart here by one regular expression instead of a macro call. -->
    <#if str?length lte 200 && str?matches(r"(\$\{)?[a-zA-Z0-9-_.]*\}?")>
        <@addToXKeycloakifyMessagesIfMessageKey str=str />
    </#if>
</#macro>
<#-- The macros below write the leaves of a kcContext shape (src/login/kcContextShape.ts). -->
<#macro xkScalar value>
<#if value?is_boolean || value?is_number>${value?c?no_esc}<#else>"${value?js_string?no_esc}"</#if><#t>
</#macro>
<#macro xkStringMap map>
{<#list map as key, value><#if value?? && value?is_string && key != "saml.signing.private.key">"${key?js_string?no_esc}": "${value?js_string?no_esc}",</#if></#list>}<#t>
</#macro>
<#--
    Keycloakify's messagesPerField functions: `get(field)` is the field's message ("" without one),
    `existsError(field)` whether it has an error, both undefined for a field the page does not
    know. On login.ftl, username and password share one message, the page's summary (Keycloakify
    issue 217).
-->
<#macro xkMessagesPerField>
    <#local fields = ["firstName", "lastName", "email", "username", "password", "password-confirm", "global", "totp", "userLabel", "recoveryCodeInput", "termsAccepted"]>
    <#if profile?? && profile.attributes??>
        <#list profile.attributes as attribute>
            <#if !fields?seq_contains(attribute.name)>
                <#local fields = fields + [attribute.name]>
            </#if>
        </#list>
    </#if>
    <#local shared = xKeycloakify.pageId == "login.ftl">
    <#local sharedMessage = shared && (messagesPerField.exists("username") || messagesPerField.exists("password"))>
    <#local sharedError = shared && (messagesPerField.existsError("username") || messagesPerField.existsError("password"))>
{"get": function (fieldName) { var messages = {<#t>
    <#list fields as field>
"${field?js_string?no_esc}": <#if shared && (field == "username" || field == "password")><#if sharedMessage>kcContext.message && kcContext.message.summary ? kcContext.message.summary : "error"<#else>""</#if><#elseif messagesPerField.exists(field)>decodeHtmlEntities("${messagesPerField.get(field)?js_string?no_esc}")<#else>""</#if>, <#t>
    </#list>
}; return Object.prototype.hasOwnProperty.call(messages, fieldName) ? messages[fieldName] : undefined; }, <#t>
"existsError": function (fieldName) { var errors = {<#t>
    <#list fields as field>
"${field?js_string?no_esc}": <#if shared && (field == "username" || field == "password")>${sharedError?c}<#else>${messagesPerField.existsError(field)?c}</#if>, <#t>
    </#list>
}; return Object.prototype.hasOwnProperty.call(errors, fieldName) ? errors[fieldName] : undefined; }}<#t>
</#macro>
