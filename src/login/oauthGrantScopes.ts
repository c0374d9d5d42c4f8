import type { KcContext } from "./KcContext";

type ConsentScope = {
    consentScreenText: string;
    dynamicScopeParameter?: string;
    parameterizedScopeParameter?: string;
};

/** On the consent page, copies Keycloak 26.7's `parameterizedScopeParameter` over Keycloakify 11.16's
 * `dynamicScopeParameter`; other pages are returned as they are. */
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
