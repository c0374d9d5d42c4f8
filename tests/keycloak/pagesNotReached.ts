/**
 * Page ids of the theme (docs/product.md §2.1) that no flow of the real-server suite reaches, each
 * with the reason no practical set-up here renders it. The coverage test (`coverage.spec.ts`)
 * fails on a page id that is neither reached nor listed here, and on a listed one a flow reaches.
 * The theme still renders each through `DefaultPage`; the mock-kcContext and FreeMarker suites
 * cover them.
 */
export const pagesNotReached: Record<string, string> = {
    "login-x509-info.ftl":
        "Keycloak's X.509 form (auth-x509-client-username-form) renders it only when the request " +
        "carries a client certificate: Keycloak's own HTTPS listener with https-client-auth=request " +
        "and a truststore, or a reverse proxy passing the certificate in a header to a lookup " +
        "provider behind trusted proxy headers. Without one the form calls attempted() and the flow " +
        "moves on with no page. The suite's start-dev on plain HTTP has neither; it would need a CA, " +
        "a client certificate in Chromium and Keycloak started with TLS options."
};
