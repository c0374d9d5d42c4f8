import type { ExtendKcContext } from "keycloakify/login";
import type { KcEnvName, ThemeName } from "../kc.gen";

/**
 * What our theme adds to every page's kcContext: the theme name, the portal base addresses, which
 * Keycloak fills from its environment variables `PORTAL_BASE_URL_*` (docs/decisions.md §2), and
 * Keycloak 26's `darkMode`, false when the realm switched dark mode off.
 */
export type KcContextExtension = {
    themeName: ThemeName;
    properties: Record<KcEnvName, string> & {};
    darkMode?: boolean;
};

/**
 * Per-page additions to kcContext: what the real Keycloak 26 sends that Keycloakify's types leave
 * out. `login-otp.ftl` carries the realm's OTP policy in `otpLogin.policy` (Keycloak's
 * `TotpLoginBean`), so the code input can take the policy's length; older servers omit it.
 * `login-verify-email.ftl` carries `verifyEmail`, the address the verification mail was just sent
 * to, and lacks it while the mail is not sent yet (an application-initiated action before its
 * Send button; Keycloak login-verify-email.ftl). `isAppInitiatedAction` is typed on every page.
 * Keycloak 26.7 adds `traceId` (the OpenTelemetry trace of the request, set only when tracing is
 * on) that its `error.ftl` shows for support, and renames a consent scope's
 * `dynamicScopeParameter` to `parameterizedScopeParameter` on `login-oauth-grant.ftl`.
 */
export type KcContextExtensionPerPage = {
    "login-otp.ftl": { otpLogin: { policy?: { digits: number } } };
    "login-verify-email.ftl": { verifyEmail?: string };
    "error.ftl": { traceId?: string };
    "login-oauth-grant.ftl": {
        oauth?: { clientScopesRequested: { parameterizedScopeParameter?: string }[] };
    };
};

/** The kcContext Keycloak hands to the browser, narrowed by `pageId` (Keycloakify). */
export type KcContext = ExtendKcContext<KcContextExtension, KcContextExtensionPerPage>;
