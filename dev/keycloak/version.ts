/** Which Keycloak the set-ups run, and what that release needs turned on. */

/** Keycloak release used unless `KEYCLOAK_VERSION` says otherwise: the newest served here (README, "Keycloak versions"). */
export const DEFAULT_KEYCLOAK_VERSION = "26.7.3";

/** The Keycloak version to run: `KEYCLOAK_VERSION` or {@link DEFAULT_KEYCLOAK_VERSION}. */
export function keycloakVersion(): string {
    return process.env.KEYCLOAK_VERSION ?? DEFAULT_KEYCLOAK_VERSION;
}

/**
 * Whether the Keycloak of {@link keycloakVersion} (`major.minor.patch`) is `major.minor` or newer,
 * for what a release changed (26.7 registers without a password, sends `traceId`, …).
 */
export function keycloakIsAtLeast(major: number, minor: number): boolean {
    const [actualMajor, actualMinor] = keycloakVersion().split(".").map(Number);
    return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

/**
 * The Keycloak features the real-server set-ups turn on (`KC_FEATURES`, or, when that is not set,
 * the ones the browser tests need): a consent scope's parameter, experimental in Keycloak 26
 * (`parameterized-scopes` since 26.7, `dynamic-scopes` before), and the passkey-only sign-in step
 * of `login-passkeys-conditional-authenticate.ftl` (`passkeys-conditional-ui-authenticator`).
 * @returns a comma-separated list for `--features` / `KC_FEATURES`.
 */
export function keycloakFeatures(): string {
    const scopeParameters = keycloakIsAtLeast(26, 7) ? "parameterized-scopes" : "dynamic-scopes";
    return process.env.KC_FEATURES ?? `${scopeParameters},passkeys-conditional-ui-authenticator`;
}
