import { createGetKcContextMock } from "keycloakify/login/KcContext";
import { kcEnvDefaults, themeNames } from "@/kc.gen";
import type { KcContextExtension, KcContextExtensionPerPage } from "@/login/KcContext";

/**
 * Keycloakify's sample is an older Keycloak's: no OTP policy on login-otp.ftl, no `traceId` on
 * error.ftl, consent scopes with the pre-26.7 `dynamicScopeParameter` (tests add the newer keys).
 * The verification page starts as after a sign-in: the mail went to the sample user's address.
 */
const kcContextExtensionPerPage: KcContextExtensionPerPage = {
    "login-otp.ftl": { otpLogin: {} },
    "login-verify-email.ftl": { verifyEmail: "john.doe@gmail.com" },
    "error.ftl": {},
    "login-oauth-grant.ftl": {}
};

/**
 * Mock kcContexts for the preview, the workbench and tests, built on Keycloakify's sample data
 * (which carries docs/product.md §3.6's user-profile attributes and authenticator sample). The
 * portal base addresses default to the local tRPC portal server (`npm run portal`).
 * `getKcContextMock({ pageId, overrides })` returns a fresh, deep-merged context for that page.
 */
export const { getKcContextMock } = createGetKcContextMock({
    kcContextExtension: {
        themeName: themeNames[0],
        properties: { ...kcEnvDefaults }
    } satisfies KcContextExtension,
    kcContextExtensionPerPage,
    overrides: {},
    overridesPerPage: {
        // Keycloakify's sample header is the literal "<Message header>", which sanitises to an
        // empty page title; Keycloak sends a real text.
        "info.ftl": { messageHeader: "Your account has been updated." }
    }
});
