<#-- Server-written first view with the app's classes, taken over in place (docs/decisions.md §22). -->
<#macro xkFvFrame title pageId>
<#local darkModeOn = !(darkMode?? && darkMode?is_boolean && !darkMode)>
<div class="flex min-h-screen flex-col bg-surface text-ink"><div class="flex min-h-page flex-1">
<section class="relative hidden min-h-page flex-1 items-end overflow-hidden bg-navy p-12 md:flex"></section>
<main data-page-id="${pageId}" class="relative w-full bg-surface px-4 py-8 sm:px-12 md:w-panel md:shrink-0 md:before:absolute md:before:inset-y-0 md:before:start-0 md:before:w-2 md:before:bg-gradient-to-b md:before:from-navy md:before:to-teal">
<div class="mx-auto flex w-full max-w-content flex-col gap-6">
<div class="flex flex-wrap items-center justify-end gap-2"><#if darkModeOn><div class="flex border border-transparent"><div class="size-11"></div></div><#elseif realm.internationalizationEnabled && (locale.supported?size > 1)><div class="min-h-11"></div></#if></div>
<header class="flex flex-col gap-4"><div class="flex shrink-0 items-center h-[71px] w-[210px] max-w-full"></div><h1 id="kc-page-title" class="text-2xl font-bold">${title}</h1><@xkFvAttemptedUsername /></header>
<#nested>
</div></main></div></div>
</#macro>

<#-- PanelHeader's attempted username and restart link. -->
<#macro xkFvAttemptedUsername>
<#attempt>
<#if auth?? && auth.showUsername() && !auth.showResetCredentials() && auth.attemptedUsername??>
<div id="kc-username" class="flex flex-wrap items-center gap-x-3 gap-y-1"><span id="kc-attempted-username" class="text-lg font-semibold break-all">${auth.attemptedUsername}</span><a id="reset-login" href="${url.loginRestartFlowUrl}" class="${xkFvLink()} inline-flex min-h-11 items-center gap-1"><@xkFvIcon name="rotate-ccw" class="size-4" />${msg("restartLogin")}</a></div>
</#if>
<#recover>
</#attempt>
</#macro>

<#-- MessageAlert: the page's message, unless Keycloak's template would hide it. -->
<#macro xkFvMessage>
<#if message?? && message.summary?has_content && !(message.type == "warning" && isAppInitiatedAction?? && isAppInitiatedAction) && !message.summary?lower_case?contains("verify your email") && message.summary != msg("verifyEmailMessage")>
<#local icons = {"success": "circle-check", "warning": "triangle-alert", "error": "circle-x", "info": "info"}>
<#local variants = {
    "success": "border-success bg-success-surface [&>svg]:text-success",
    "warning": "border-warning bg-warning-surface [&>svg]:text-warning",
    "error": "border-danger bg-danger-surface [&>svg]:text-danger",
    "info": "border-info bg-info-surface [&>svg]:text-info"
}>
<#local type = icons?keys?seq_contains(message.type)?then(message.type, "info")>
<div data-slot="alert" role="${(type == "error")?then("alert", "status")}" data-variant="${type}" class="relative grid w-full grid-cols-[1.25rem_1fr] items-start gap-x-3 gap-y-1 rounded border-l-4 px-4 py-3 text-sm text-ink ${variants[type]}"><@xkFvIcon name=icons[type] class="size-5" /><div data-slot="alert-description" class="col-start-2 [&_p]:leading-relaxed"><div class="overflow-clip [overflow-clip-margin:4px] [&_a]:text-link [&_a]:underline">${kcSanitize(message.summary)?no_esc}</div></div></div>
</#if>
</#macro>

<#-- TryAnotherWay: Template's post of `tryAnotherWay=on`, after the page's own content. -->
<#macro xkFvTryAnotherWay loginAction>
<#if auth?? && auth.showTryAnotherWayLink()>
<form id="kc-select-try-another-way-form" action="${loginAction}" method="post"><input type="hidden" name="tryAnotherWay" value="on"><button data-slot="button" type="submit" class="${xkFvButton()} bg-transparent ${xkFvLink()} min-h-11 py-2 text-base px-0">${msg("doTryAnotherWay")}</button></form>
</#if>
</#macro>

<#-- Field: a label above its control; `error` (HTML, sanitised) below it, with its icon. -->
<#macro xkFvField id label error="">
<div data-slot="field" class="flex flex-col gap-1.5"><label data-slot="label" for="${id}" class="text-sm font-semibold text-ink">${label}</label><#nested><#if error?has_content><p data-slot="field-error" id="input-error" dir="auto" class="flex items-start gap-1.5 text-sm text-danger"><@xkFvIcon name="circle-x" class="mt-0.5 size-4 shrink-0" /><span>${kcSanitize(error)?no_esc}</span></p></#if></div>
</#macro>

<#macro xkFvIcon name class>
<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${(name == "check")?then("3", "2")}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="lucide lucide-${name} ${class}"><#switch name>
<#case "rotate-ccw"><path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"></path><path d="M3 3v5h5"></path><#break>
<#case "circle-x"><circle cx="12" cy="12" r="10"></circle><path d="m15 9-6 6"></path><path d="m9 9 6 6"></path><#break>
<#case "circle-check"><circle cx="12" cy="12" r="10"></circle><path d="m9 12 2 2 4-4"></path><#break>
<#case "info"><circle cx="12" cy="12" r="10"></circle><path d="M12 16v-4"></path><path d="M12 8h.01"></path><#break>
<#case "smartphone"><rect width="14" height="20" x="5" y="2" rx="2" ry="2"></rect><path d="M12 18h.01"></path><#break>
<#case "triangle-alert"><path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"></path><path d="M12 9v4"></path><path d="M12 17h.01"></path><#break>
<#default><path d="M20 6 9 17l-5-5"></path>
</#switch></svg><#t>
</#macro>

<#-- Classes of src/components/ui/button.tsx, link.tsx and input.tsx (functions: defined before the page runs). -->
<#function xkFvButton><#return "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded border border-transparent font-semibold text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0"></#function>
<#function xkFvLink><#return "rounded underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 text-link underline hover:decoration-2 focus-visible:outline-focus"></#function>
<#function xkFvInput><#return "block w-full min-w-0 rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:outline-danger h-11"></#function>

<#-- login.ftl: src/login/pages/Login.tsx. -->
<#macro xkFirstViewLogin>
<#local conditionalUi = enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI>
<#local fieldError = messagesPerField.existsError("username", "password")>
<#local describedBy = fieldError?then(' aria-invalid="true" aria-describedby="input-error"', "")>
<#local hiddenUsername = usernameHidden?? && usernameHidden>
<#local loginAction = url.loginAction>
<@xkFvFrame title=msg("loginAccountTitle") pageId="login.ftl">
<#if !fieldError><@xkFvMessage /></#if>
<#if realm.password>
<form id="kc-form-login" method="post" action="${loginAction}" class="flex flex-col gap-4">
<#if !hiddenUsername>
<@xkFvField id="username" label=msg(realm.loginWithEmailAllowed?then(realm.registrationEmailAsUsername?then("email", "usernameOrEmail"), "username"))><input data-slot="input" type="text" name="username" value="${(login.username)!""}" autofocus autocomplete="${conditionalUi?then("username webauthn", "username")}" autocapitalize="none" spellcheck="false" id="username"${describedBy?no_esc} class="${xkFvInput()}"></@xkFvField>
</#if>
<@xkFvField id="password" label=msg("password") error=fieldError?then(messagesPerField.getFirstError("username", "password"), "")><div class="relative"><input data-slot="input" type="password" id="password" name="password"<#if hiddenUsername> autofocus</#if> autocomplete="current-password"${describedBy?no_esc} class="${xkFvInput()} pe-12"></div></@xkFvField>
<#local rememberMe = realm.rememberMe && !hiddenUsername>
<#if rememberMe || realm.resetPasswordAllowed>
<div class="flex flex-wrap items-center justify-between gap-3"><#if rememberMe><label class="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-ink"><span class="relative inline-flex shrink-0"><input data-slot="checkbox" type="checkbox" id="rememberMe" name="rememberMe"<#if (login.rememberMe!"") == "on"> checked</#if> class="peer size-6 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-line bg-surface checked:border-link checked:bg-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-danger"><@xkFvIcon name="check" class="pointer-events-none absolute inset-0 m-auto hidden size-4 text-surface peer-checked:block peer-disabled:opacity-60" /></span><span>${msg("rememberMe")}</span></label></#if><#if realm.resetPasswordAllowed><a href="${url.loginResetCredentialsUrl}" class="${xkFvLink()} ms-auto text-sm">${msg("doForgotPassword")}</a></#if></div>
</#if>
<input type="hidden" id="id-hidden-input" name="credentialId" value="${(auth.selectedCredential)!""}">
<button data-slot="button" type="submit" id="kc-login" class="${xkFvButton()} bg-primary text-primary-foreground hover:bg-primary-hover min-h-11 px-4 py-2 text-base aria-disabled:cursor-progress aria-disabled:opacity-60 w-full">${msg("doLogIn")}</button>
</form>
</#if>
<#if conditionalUi>
<form id="webauth" action="${loginAction}" method="post" hidden><#list ["clientDataJSON", "authenticatorData", "signature", "credentialId", "userHandle", "error"] as name><input type="hidden" id="${name}" name="${name}"></#list></form>
<#if authenticators?? && authenticators.authenticators?has_content><form id="authn_select" hidden><#list authenticators.authenticators as authenticator><input type="hidden" name="authn_use_chk" readonly value="${authenticator.credentialId}"></#list></form></#if>
<button data-slot="button" type="button" id="authenticateWebAuthnButton" class="${xkFvButton()?replace("border border-transparent ", "")} border-2 border-secondary bg-surface text-ink hover:bg-info-surface min-h-11 px-4 py-2 text-base w-full invisible">${msg("passkey-doAuthenticate")}</button>
</#if>
<@xkFvTryAnotherWay loginAction=loginAction />
<#if realm.password && social?? && social.providers?? && social.providers?has_content>
<section id="kc-social-providers" aria-labelledby="kc-social-providers-title" class="flex flex-col gap-3"><h2 id="kc-social-providers-title" class="text-base font-semibold text-ink">${msg("identity-provider-login-label")}</h2><ul class="grid gap-2<#if (social.providers?size > 3)> sm:grid-cols-2</#if>"><#list social.providers as provider><li><a id="social-${provider.alias}" href="${provider.loginUrl}" data-slot="button" class="${xkFvButton()?replace("border-transparent ", "")} border-line bg-surface text-ink hover:bg-surface-muted min-h-11 px-4 py-2 text-base w-full">${provider.displayName}</a></li></#list></ul></section>
</#if>
<#if realm.password && realm.registrationAllowed && !(registrationDisabled?? && registrationDisabled)>
<div id="kc-info"><p id="kc-registration">${msg("noAccount")} <a href="${url.registrationUrl}" class="${xkFvLink()}">${msg("doRegister")}</a></p></div>
</#if>
</@xkFvFrame>
</#macro>

<#-- error.ftl: src/login/pages/Error.tsx. -->
<#macro xkFirstViewError>
<@xkFvFrame title=msg("errorTitle") pageId="error.ftl">
<div id="kc-error-message" class="flex flex-col gap-4">
<div class="overflow-clip [overflow-clip-margin:4px] instruction">${kcSanitize(message.summary)?no_esc}</div>
<#if traceId?? && traceId?has_content><p id="traceId" class="text-sm [overflow-wrap:anywhere]">${msg("traceIdSupportMessage", traceId)}</p></#if>
<#if !(skipLink?? && skipLink) && client?? && client.baseUrl?has_content><p><a id="backToApplication" href="${client.baseUrl}" class="${xkFvLink()}">${kcSanitize(msg("backToApplication"))?no_esc}</a></p></#if>
</div>
</@xkFvFrame>
</#macro>

<#-- login-otp.ftl: src/login/pages/LoginOtp.tsx, with OtpDevicePicker and OtpCodeInput. -->
<#macro xkFirstViewLoginOtp>
<#local fieldError = messagesPerField.existsError("totp")>
<#local loginAction = url.loginAction>
<#local credentials = otpLogin.userOtpCredentials>
<#local digits = (otpLogin.policy.digits?c)!"">
<@xkFvFrame title=msg("doLogIn") pageId="login-otp.ftl">
<#if !fieldError><@xkFvMessage /></#if>
<form id="kc-otp-login-form" method="post" action="${loginAction}" class="flex flex-col gap-4">
<#if (credentials?size > 1)>
<#local checkedId = otpLogin.selectedCredentialId!credentials[0].id>
<fieldset class="flex flex-col gap-2"><legend class="mb-2 text-sm font-semibold text-ink">${msg("otpDeviceLegend")}</legend><#list credentials as credential><label for="kc-otp-credential-${credential?index}" class="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line px-3 py-2 text-ink has-checked:border-2 has-checked:border-link has-checked:bg-info-surface has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"><input id="kc-otp-credential-${credential?index}" type="radio" name="selectedCredentialId" value="${credential.id}"<#if credential.id == checkedId> checked</#if> class="size-5 shrink-0 cursor-pointer accent-link focus-visible:outline-none"><@xkFvIcon name="smartphone" class="size-5 shrink-0" /><span>${credential.userLabel}</span></label></#list></fieldset>
</#if>
<div data-slot="field" class="flex flex-col gap-1.5"><label data-slot="label" for="otp" class="text-sm font-semibold text-ink">${msg("loginOtpOneTime")}</label><input data-slot="input" type="text" inputmode="numeric" autocomplete="one-time-code"<#if digits?has_content> maxlength="${digits}"</#if> dir="ltr" spellcheck="false" name="otp" autofocus id="otp"<#if fieldError> aria-invalid="true"</#if> aria-describedby="otp-description<#if fieldError> input-error-otp-code</#if>" class="${xkFvInput()}"><p data-slot="field-description" id="otp-description" class="text-sm text-ink-muted">${msg("otpCodeHint")}</p><#if fieldError><p data-slot="field-error" id="input-error-otp-code" dir="auto" class="flex items-start gap-1.5 text-sm text-danger"><@xkFvIcon name="circle-x" class="mt-0.5 size-4 shrink-0" /><span>${kcSanitize(messagesPerField.get("totp"))?no_esc}</span></p></#if></div>
<button data-slot="button" type="submit" id="kc-login" class="${xkFvButton()} bg-primary text-primary-foreground hover:bg-primary-hover min-h-11 px-4 py-2 text-base aria-disabled:cursor-progress aria-disabled:opacity-60 w-full">${msg("doLogIn")}</button>
</form>
<@xkFvTryAnotherWay loginAction=loginAction />
</@xkFvFrame>
</#macro>

<#-- Stock pages' classes: src/login/defaultPageClasses.ts. -->
<#function xkFvStock key>
<#local classes = {
    "group": "kcFormGroupClass flex flex-col gap-1",
    "setting": "kcFormGroupClass flex flex-col gap-1 kcFormSettingClass flex flex-wrap items-start justify-between gap-2",
    "label": "kcLabelClass text-sm font-semibold text-ink",
    "input": "kcInputClass " + xkFvInput(),
    "error": "kcInputErrorMessageClass text-sm text-danger",
    "primary": "kcButtonClass kcButtonPrimaryClass " + xkFvButton() + " bg-primary text-primary-foreground hover:bg-primary-hover min-h-11 px-4 py-2 text-base kcButtonBlockClass w-full kcButtonLargeClass min-h-12",
    "default": "kcButtonClass kcButtonDefaultClass " + xkFvButton()?replace("border-transparent ", "") + " border-line bg-surface text-ink hover:bg-surface-muted min-h-11 px-4 py-2 text-base kcButtonBlockClass w-full kcButtonLargeClass min-h-12"
}>
<#return classes[key]>
</#function>

<#-- The stock submit row: `login` posted with the button's text, as Keycloakify's pages do. -->
<#macro xkFvStockSubmit>
<div id="kc-form-buttons" class="${xkFvStock("group")}"><input tabindex="4" name="login" id="kc-login" type="submit" class="${xkFvStock("primary")}" value="${msg("doLogIn")}"></div>
</#macro>

<#-- The stock pages' passkey part: the forms Keycloak's script posts, and its button, invisible until the app makes it work. -->
<#macro xkFvStockPasskey loginAction>
<#if enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI>
<form id="webauth" action="${loginAction}" method="post"><#list ["clientDataJSON", "authenticatorData", "signature", "credentialId", "userHandle", "error"] as name><input type="hidden" id="${name}" name="${name}"></#list></form>
<#if authenticators?? && authenticators.authenticators?has_content><form id="authn_select" class="kcFormClass flex flex-col gap-4"><#list authenticators.authenticators as authenticator><input type="hidden" name="authn_use_chk" readonly value="${authenticator.credentialId}"></#list></form></#if>
<br><input id="authenticateWebAuthnButton" type="button" class="${xkFvStock("default")} invisible" value="${msg("passkey-doAuthenticate")}">
</#if>
</#macro>

<#-- login-username.ftl: Keycloakify's LoginUsername. -->
<#macro xkFirstViewLoginUsername>
<#local fieldError = messagesPerField.existsError("username")>
<#local hiddenUsername = usernameHidden?? && usernameHidden>
<#local loginAction = url.loginAction>
<@xkFvFrame title=msg("doLogIn") pageId="login-username.ftl">
<#if !fieldError><@xkFvMessage /></#if>
<div id="kc-form"><div id="kc-form-wrapper">
<#if realm.password>
<form id="kc-form-login" action="${loginAction}" method="post">
<#if !hiddenUsername>
<div class="${xkFvStock("group")}"><label for="username" class="${xkFvStock("label")}">${msg(realm.loginWithEmailAllowed?then(realm.registrationEmailAsUsername?then("email", "usernameOrEmail"), "username"))}</label><input tabindex="2" id="username" name="username" value="${(login.username)!""}" type="text" autofocus autocomplete="${(enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI)?then("username webauthn", "username")}" aria-invalid="${fieldError?c}" class="${xkFvStock("input")}"><#if fieldError><span id="input-error" class="${xkFvStock("error")}" aria-live="polite">${messagesPerField.getFirstError("username")}</span></#if></div>
</#if>
<div class="${xkFvStock("setting")}"><div id="kc-form-options"><#if realm.rememberMe && !hiddenUsername><div class="checkbox"><label><input tabindex="3" id="rememberMe" name="rememberMe" type="checkbox"<#if (login.rememberMe!"")?has_content> checked</#if>> ${msg("rememberMe")}</label></div></#if></div></div>
<@xkFvStockSubmit />
</form>
</#if>
</div></div>
<@xkFvStockPasskey loginAction=loginAction />
<@xkFvTryAnotherWay loginAction=loginAction />
<#if realm.password && social?? && social.providers?? && social.providers?has_content>
<#local grid = social.providers?size gt 3>
<div id="kc-social-providers" class="kcFormSocialAccountSectionClass mt-6 flex flex-col gap-3 border-t border-line pt-4"><hr><h2>${msg("identity-provider-login-label")}</h2><ul class="kcFormSocialAccountListClass flex flex-col gap-2<#if grid> kcFormSocialAccountListGridClass grid grid-cols-2 gap-2</#if>"><#list social.providers as provider><li><a id="social-${provider.alias}" class="kcFormSocialAccountListButtonClass ${xkFvButton()?replace("justify-center ", "")?replace("border-transparent ", "")} border-line bg-surface text-ink hover:bg-surface-muted min-h-11 px-4 py-2 text-base w-full justify-start<#if grid> kcFormSocialAccountGridItem w-full</#if>" type="button" href="${provider.loginUrl}"><#local icon = (provider.iconClasses)!""><#if icon?has_content><i class="kcCommonLogoIdP ${icon}" aria-hidden="true"></i></#if><span class="kcFormSocialAccountNameClass<#if icon?has_content> kc-social-icon-text</#if>">${provider.displayName}</span></a></li></#list></ul></div>
</#if>
<#if realm.password && realm.registrationAllowed && !(registrationDisabled?? && registrationDisabled)>
<div id="kc-info"><div id="kc-registration"><span>${msg("noAccount")}<a tabindex="6" href="${url.registrationUrl}">${msg("doRegister")}</a></span></div></div>
</#if>
</@xkFvFrame>
</#macro>

<#-- login-password.ftl: Keycloakify's LoginPassword. -->
<#macro xkFirstViewLoginPassword>
<#local loginAction = url.loginAction>
<@xkFvFrame title=msg("doLogIn") pageId="login-password.ftl">
<#if !messagesPerField.existsError("password")><@xkFvMessage /></#if>
<div id="kc-form"><div id="kc-form-wrapper"><form id="kc-form-login" action="${loginAction}" method="post">
<div class="${xkFvStock("group")} no-bottom-margin"><hr><label for="password" class="${xkFvStock("label")}">${msg("password")}</label><div class="kcInputGroup relative flex items-stretch [&amp;&gt;input]:pe-12"><input tabindex="2" id="password" name="password" type="password" autofocus autocomplete="on" aria-invalid="${messagesPerField.existsError("username", "password")?c}" class="${xkFvStock("input")}"></div><#if messagesPerField.existsError("password")><span id="input-error-password" class="${xkFvStock("error")}" aria-live="polite">${kcSanitize(messagesPerField.get("password"))?no_esc}</span></#if></div>
<div class="${xkFvStock("setting")}"><div id="kc-form-options"><div class="kcFormOptionsWrapperClass flex flex-wrap gap-2"><#if realm.resetPasswordAllowed><span><a tabindex="5" href="${url.loginResetCredentialsUrl}">${msg("doForgotPassword")}</a></span></#if></div></div></div>
<@xkFvStockSubmit />
</form></div></div>
<@xkFvStockPasskey loginAction=loginAction />
<@xkFvTryAnotherWay loginAction=loginAction />
</@xkFvFrame>
</#macro>
