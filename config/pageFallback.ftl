<#--
    What a customer sees when the page's code cannot run at all (a stricter Content-Security-Policy,
    a blocked or failed script, a browser without module scripts): a sentence in the page's language
    saying what to do and, on the sign-in page, a plain form that posts what Keycloak's login.ftl
    posts. Written by FreeMarker, so it needs no script; hidden by src/index.css for its first
    seconds and removed by src/main.tsx when the page renders (docs/security.md §6). Any FreeMarker
    error leaves it out rather than break the page.
-->
<#macro xkPageFallback>
<#attempt>
<div id="kc-fallback" dir="auto"<#if locale?? && locale.currentLanguageTag??> lang="${locale.currentLanguageTag}"</#if>>
<p>${msg("pageCannotStart")}</p>
<#if xKeycloakify.pageId == "login.ftl" && url?? && url.loginAction?? && realm?? && realm.password>
<form id="kc-fallback-form" action="${url.loginAction}" method="post">
<#if !(usernameHidden?? && usernameHidden)>
<label for="kc-fallback-username">${msg(realm.loginWithEmailAllowed?then(realm.registrationEmailAsUsername?then("email", "usernameOrEmail"), "username"))}</label>
<input id="kc-fallback-username" name="username" value="${(login.username)!""}" autocomplete="username" required>
</#if>
<label for="kc-fallback-password">${msg("password")}</label>
<input id="kc-fallback-password" name="password" type="password" autocomplete="current-password" required>
<input type="hidden" name="credentialId" value="">
<button type="submit">${msg("doLogIn")}</button>
</form>
</#if>
</div>
<#recover>
</#attempt>
</#macro>
