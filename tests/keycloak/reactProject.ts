import { DEFAULT_KEYCLOAK_VERSION, keycloakVersion } from "../../dev/keycloak/version";

/**
 * Whether the run uses a Keycloak set-up already running on the configured ports
 * (`KEYCLOAK_REUSE=1`, for example `npm run keycloak`) instead of starting its own; never in CI.
 */
export function reusesKeycloak(): boolean {
    return process.env.KEYCLOAK_REUSE === "1" && !process.env.CI;
}

/**
 * Whether this run tests the React 19 copy of our jar too (docs/decisions.md §10): on the default
 * release, when the suite starts its own Keycloak. A Keycloak reused with `KEYCLOAK_REUSE=1` lacks
 * the copy, and its realm is not the suite's to switch.
 */
export function runsReact(): boolean {
    return keycloakVersion() === DEFAULT_KEYCLOAK_VERSION && !reusesKeycloak();
}

/**
 * The project whose tests run on the React copy: the `loginTheme` fixture (`fixture.ts`) makes it
 * the demo realm's login theme for each of them, and puts the shipped one back after it.
 */
export const REACT_PROJECT = "react";
