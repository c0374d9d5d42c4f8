<#-- The first view's pages (docs/decisions.md §22): their parts (generated from the app's components), conditions and values. -->
<#macro xkFvPage title pageId>
<#local darkModeOn = !(darkMode?? && darkMode?is_boolean && !darkMode)>
<#local toolbar = darkModeOn?then("colorMode", (realm.internationalizationEnabled && (locale.supported?size > 1))?then("languages", "none"))>
<#local username = xkFvAttemptedUsername()>
<@xkFvFrame pageId=pageId toolbar=toolbar title=title showUsername=username?has_content username=username restartUrl=username?has_content?then(xkFvUrl("loginRestartFlowUrl"), "") restartLabel=username?has_content?then(msg("restartLogin"), "")>
<#nested>
</@xkFvFrame>
</#macro>

<#-- What the data block kept (fastKcContext.ts), else Keycloak's getter, which builds the URL anew on each call. -->
<#function xkFvUrl key>
<#return (.vars["xkUrl_" + key])!url[key]>
</#function>

<#function xkFvAttemptedUsername>
<#local name = "">
<#attempt>
<#if auth?? && auth.showUsername() && !auth.showResetCredentials() && auth.attemptedUsername??><#local name = auth.attemptedUsername></#if>
<#recover>
</#attempt>
<#return name>
</#function>

<#-- MessageAlert: the page's message, unless Keycloak's template would hide it. -->
<#macro xkFvPageMessage>
<#if message?? && message.summary?has_content && !(message.type == "warning" && isAppInitiatedAction?? && isAppInitiatedAction) && !message.summary?lower_case?contains("verify your email") && message.summary != msg("verifyEmailMessage")>
<@xkFvMessage type=["success", "warning", "error", "info"]?seq_contains(message.type)?then(message.type, "info") summary=kcSanitize(message.summary) />
</#if>
</#macro>

<#macro xkFvPageTryAnotherWay loginAction>
<#if auth?? && auth.showTryAnotherWayLink()><@xkFvTryAnotherWay loginAction=loginAction label=msg("doTryAnotherWay") /></#if>
</#macro>

<#-- The forms Keycloak's WebAuthn script fills and posts, on the default pages. -->
<#macro xkFvPasskeyForms loginAction>
<form id="webauth" action="${loginAction}" method="post"><#list ["clientDataJSON", "authenticatorData", "signature", "credentialId", "userHandle", "error"] as name><input type="hidden" id="${name}" name="${name}"></#list></form>
<#if authenticators?? && authenticators.authenticators?has_content><form id="authn_select"<@xkFvKcClass keys="kcFormClass" />><#list authenticators.authenticators as authenticator><input type="hidden" name="authn_use_chk" readonly value="${authenticator.credentialId}"></#list></form></#if>
</#macro>

<#-- login.ftl: src/login/pages/Login.tsx. -->
<#macro xkFirstViewLogin>
<#local conditionalUi = enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI>
<#local fieldError = messagesPerField.existsError("username", "password")>
<#local hiddenUsername = usernameHidden?? && usernameHidden>
<#local loginAction = xkFvUrl("loginAction")>
<@xkFvPage title=msg("loginAccountTitle") pageId="login.ftl">
<#if !fieldError><@xkFvPageMessage /></#if>
<#if realm.password>
<@xkFvPageForm id="kc-form-login" action=loginAction>
<#if !hiddenUsername>
<@xkFvUsernameField label=msg(realm.loginWithEmailAllowed?then(realm.registrationEmailAsUsername?then("email", "usernameOrEmail"), "username")) value=(login.username)!"" autocomplete=conditionalUi?then("username webauthn", "username") invalid=fieldError />
</#if>
<@xkFvPasswordField label=msg("password") autofocus=hiddenUsername error=fieldError?then(kcSanitize(messagesPerField.getFirstError("username", "password")), "") />
<#local rememberMe = realm.rememberMe && !hiddenUsername>
<#if rememberMe || realm.resetPasswordAllowed>
<@xkFvSignInOptions><#if rememberMe><@xkFvRememberMe checked=((login.rememberMe!"") == "on") label=msg("rememberMe") /></#if><#if realm.resetPasswordAllowed><@xkFvForgotPassword href=xkFvUrl("loginResetCredentialsUrl") label=msg("doForgotPassword") /></#if></@xkFvSignInOptions>
</#if>
<input type="hidden" id="id-hidden-input" name="credentialId" value="${(auth.selectedCredential)!""}">
<@xkFvSignInButton label=msg("doLogIn") />
</@xkFvPageForm>
</#if>
<#if conditionalUi><@xkFvPasskeyButton label=msg("passkey-doAuthenticate") /></#if><#-- No WebAuthn forms: hidden, the app writes them (decisions.md §27). -->
<@xkFvPageTryAnotherWay loginAction=loginAction />
<#if realm.password && social?? && social.providers?? && social.providers?has_content>
<@xkFvSocialProviderList heading=msg("identity-provider-login-label") wide=(social.providers?size > 3)><#list social.providers as provider><@xkFvSocialProviderLink alias=provider.alias displayName=provider.displayName loginUrl=provider.loginUrl /></#list></@xkFvSocialProviderList>
</#if>
<#if realm.password && realm.registrationAllowed && !(registrationDisabled?? && registrationDisabled)>
<div id="kc-info"><@xkFvRegistrationPrompt prompt=msg("noAccount") href=xkFvUrl("registrationUrl") label=msg("doRegister") /></div>
</#if>
</@xkFvPage>
</#macro>

<#-- error.ftl: src/login/pages/Error.tsx. -->
<#macro xkFirstViewError>
<@xkFvPage title=msg("errorTitle") pageId="error.ftl">
<#local back = !(skipLink?? && skipLink) && client?? && client.baseUrl?has_content>
<@xkFvErrorDetails summary=kcSanitize(message.summary) traceNote=(traceId?? && traceId?has_content)?then(msg("traceIdSupportMessage", traceId!""), "") backUrl=back?then(client.baseUrl, "") backLabel=back?then(kcSanitize(msg("backToApplication")), "") />
</@xkFvPage>
</#macro>

<#-- login-otp.ftl: src/login/pages/LoginOtp.tsx, with OtpDevicePicker and OtpCodeInput. -->
<#macro xkFirstViewLoginOtp>
<#local fieldError = messagesPerField.existsError("totp")>
<#local loginAction = xkFvUrl("loginAction")>
<#local credentials = otpLogin.userOtpCredentials>
<@xkFvPage title=msg("doLogIn") pageId="login-otp.ftl">
<#if !fieldError><@xkFvPageMessage /></#if>
<@xkFvPageForm id="kc-otp-login-form" action=loginAction>
<#if (credentials?size > 1)>
<#local checkedId = otpLogin.selectedCredentialId!credentials[0].id>
<@xkFvOtpDeviceList legend=msg("otpDeviceLegend")><#list credentials as credential><@xkFvOtpDeviceOption index=credential?index?c credentialId=credential.id userLabel=credential.userLabel checked=(credential.id == checkedId) /></#list></@xkFvOtpDeviceList>
</#if>
<@xkFvOtpCodeField label=msg("loginOtpOneTime") hint=msg("otpCodeHint") digits=(otpLogin.policy.digits?c)!"" error=fieldError?then(kcSanitize(messagesPerField.get("totp")), "") />
<@xkFvSignInButton label=msg("doLogIn") />
</@xkFvPageForm>
<@xkFvPageTryAnotherWay loginAction=loginAction />
</@xkFvPage>
</#macro>

<#macro xkFvDefaultSubmit>
<div id="kc-form-buttons"<@xkFvKcClass keys="kcFormGroupClass" />><input tabindex="4" name="login" id="kc-login" type="submit"<@xkFvKcClass keys="kcButtonClass kcButtonPrimaryClass kcButtonBlockClass kcButtonLargeClass" /> value="${msg("doLogIn")}"></div>
</#macro>

<#-- The default pages' passkey part: the forms Keycloak's script posts, and its button, invisible until the app makes it work. -->
<#macro xkFvDefaultPasskey loginAction>
<#if enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI>
<@xkFvPasskeyForms loginAction=loginAction />
<br><input id="authenticateWebAuthnButton" type="button"<@xkFvKcClass keys="kcButtonClass kcButtonDefaultClass kcButtonBlockClass kcButtonLargeClass" placeholder=true /> value="${msg("passkey-doAuthenticate")}">
</#if>
</#macro>

<#-- login-username.ftl: Keycloakify's LoginUsername. -->
<#macro xkFirstViewLoginUsername>
<#local fieldError = messagesPerField.existsError("username")>
<#local hiddenUsername = usernameHidden?? && usernameHidden>
<#local loginAction = xkFvUrl("loginAction")>
<@xkFvPage title=msg("doLogIn") pageId="login-username.ftl">
<#if !fieldError><@xkFvPageMessage /></#if>
<div id="kc-form"><div id="kc-form-wrapper">
<#if realm.password>
<form id="kc-form-login" action="${loginAction}" method="post">
<#if !hiddenUsername>
<div<@xkFvKcClass keys="kcFormGroupClass" />><label for="username"<@xkFvKcClass keys="kcLabelClass" />>${msg(realm.loginWithEmailAllowed?then(realm.registrationEmailAsUsername?then("email", "usernameOrEmail"), "username"))}</label><input tabindex="2" id="username" name="username" value="${(login.username)!""}" type="text" autofocus autocomplete="${(enableWebAuthnConditionalUI?? && enableWebAuthnConditionalUI)?then("username webauthn", "username")}" aria-invalid="${fieldError?c}"<@xkFvKcClass keys="kcInputClass" />><#if fieldError><span id="input-error"<@xkFvKcClass keys="kcInputErrorMessageClass" /> aria-live="polite">${messagesPerField.getFirstError("username")}</span></#if></div>
</#if>
<div<@xkFvKcClass keys="kcFormGroupClass kcFormSettingClass" />><div id="kc-form-options"><#if realm.rememberMe && !hiddenUsername><div<@xkFvKcClass keys="" extra="checkbox" />><label><input tabindex="3" id="rememberMe" name="rememberMe" type="checkbox"<#if (login.rememberMe!"")?has_content> checked</#if>> ${msg("rememberMe")}</label></div></#if></div></div>
<@xkFvDefaultSubmit />
</form>
</#if>
</div></div>
<@xkFvDefaultPasskey loginAction=loginAction />
<@xkFvPageTryAnotherWay loginAction=loginAction />
<#if realm.password && social?? && social.providers?? && social.providers?has_content>
<#local grid = social.providers?size gt 3>
<div id="kc-social-providers"<@xkFvKcClass keys="kcFormSocialAccountSectionClass" />><hr><h2>${msg("identity-provider-login-label")}</h2><ul<@xkFvKcClass keys="kcFormSocialAccountListClass${grid?then(' kcFormSocialAccountListGridClass', '')}" />><#list social.providers as provider><li><a id="social-${provider.alias}"<@xkFvKcClass keys="kcFormSocialAccountListButtonClass${grid?then(' kcFormSocialAccountGridItem', '')}" /> type="button" href="${provider.loginUrl}"><#local icon = (provider.iconClasses)!""><#if icon?has_content><i<@xkFvKcClass keys="kcCommonLogoIdP" extra=icon /> aria-hidden="true"></i></#if><span<@xkFvKcClass keys="kcFormSocialAccountNameClass" extra=icon?has_content?then("kc-social-icon-text", "") />>${provider.displayName}</span></a></li></#list></ul></div>
</#if>
<#if realm.password && realm.registrationAllowed && !(registrationDisabled?? && registrationDisabled)>
<div id="kc-info"><div id="kc-registration"><span>${msg("noAccount")}<a tabindex="6" href="${xkFvUrl("registrationUrl")}">${msg("doRegister")}</a></span></div></div>
</#if>
</@xkFvPage>
</#macro>

<#-- login-password.ftl: Keycloakify's LoginPassword. -->
<#macro xkFirstViewLoginPassword>
<#local loginAction = xkFvUrl("loginAction")>
<@xkFvPage title=msg("doLogIn") pageId="login-password.ftl">
<#if !messagesPerField.existsError("password")><@xkFvPageMessage /></#if>
<div id="kc-form"><div id="kc-form-wrapper"><form id="kc-form-login" action="${loginAction}" method="post">
<div<@xkFvKcClass keys="kcFormGroupClass" extra="no-bottom-margin" />><hr><label for="password"<@xkFvKcClass keys="kcLabelClass" />>${msg("password")}</label><div<@xkFvKcClass keys="kcInputGroup" />><input tabindex="2" id="password" name="password" type="password" autofocus autocomplete="on" aria-invalid="${messagesPerField.existsError("username", "password")?c}"<@xkFvKcClass keys="kcInputClass" />></div><#if messagesPerField.existsError("password")><span id="input-error-password"<@xkFvKcClass keys="kcInputErrorMessageClass" /> aria-live="polite">${kcSanitize(messagesPerField.get("password"))?no_esc}</span></#if></div>
<div<@xkFvKcClass keys="kcFormGroupClass kcFormSettingClass" />><div id="kc-form-options"><div<@xkFvKcClass keys="kcFormOptionsWrapperClass" />><#if realm.resetPasswordAllowed><span><a tabindex="5" href="${xkFvUrl("loginResetCredentialsUrl")}">${msg("doForgotPassword")}</a></span></#if></div></div></div>
<@xkFvDefaultSubmit />
</form></div></div>
<@xkFvDefaultPasskey loginAction=loginAction />
<@xkFvPageTryAnotherWay loginAction=loginAction />
</@xkFvPage>
</#macro>
