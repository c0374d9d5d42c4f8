import type { KcContext } from "./KcContext";

/** A requested scope on the consent page as Keycloak 26.4 (first name) or 26.7 (second) sends it. */
type ConsentScope = {
    consentScreenText: string;
    dynamicScopeParameter?: string;
    parameterizedScopeParameter?: string;
};

/**
 * Keycloak 26.7 renamed the consent scope parameter to `parameterizedScopeParameter`; Keycloakify
 * 11.16's stock page reads `dynamicScopeParameter`, so this sets it from the new name (which wins).
 * Other pages are returned as they are.
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
