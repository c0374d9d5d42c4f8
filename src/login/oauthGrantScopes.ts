import type { KcContext } from "./KcContext";

/** A requested scope on the consent page as Keycloak 26.4 (first name) or 26.7 (second) sends it. */
type ConsentScope = {
    consentScreenText: string;
    dynamicScopeParameter?: string;
    parameterizedScopeParameter?: string;
};

/**
 * Keycloak 26.7 renamed a consent scope's parameter (the `123` of a requested scope `account:123`)
 * from `dynamicScopeParameter` to `parameterizedScopeParameter` on `login-oauth-grant.ftl`
 * (Keycloak base/login/login-oauth-grant.ftl, 26.4 against 26.7). Keycloakify 11.16's stock
 * consent page still reads the old name, so it would show the scope without its parameter.
 * This returns the kcContext with `dynamicScopeParameter` set from the new name when present,
 * else kept as the older server sent it; the new name wins when both are there. Any other page's
 * kcContext, and a consent page without parameters, is returned as it is (the same object).
 */
export function withParameterizedScopes<Context extends KcContext>(kcContext: Context): Context {
    if (kcContext.pageId !== "login-oauth-grant.ftl") return kcContext;
    const scopes: readonly ConsentScope[] = kcContext.oauth.clientScopesRequested;
    if (!scopes.some(scope => scope.parameterizedScopeParameter !== undefined)) return kcContext;
    return {
        ...kcContext,
        oauth: {
            ...kcContext.oauth,
            clientScopesRequested: scopes.map(scope =>
                scope.parameterizedScopeParameter === undefined
                    ? scope
                    : { ...scope, dynamicScopeParameter: scope.parameterizedScopeParameter }
            )
        }
    };
}
