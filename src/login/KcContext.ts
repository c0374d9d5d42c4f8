import type { ExtendKcContext } from "keycloakify/login";
import type { KcEnvName, ThemeName } from "../kc.gen";

/** The theme's `PORTAL_BASE_URL_*` properties (docs/decisions.md §2) and Keycloak 26's `darkMode`. */
export type KcContextExtension = {
    themeName: ThemeName;
    properties: Record<KcEnvName, string> & {};
    darkMode?: boolean;
};

/** What Keycloak 26 sends beyond Keycloakify's types: `policy` (absent on older servers), `verifyEmail`
 * (absent until the mail is sent), 26.7's `traceId` (with tracing on) and renamed scope parameter. */
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
