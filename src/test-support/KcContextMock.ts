import { createGetKcContextMock } from "keycloakify/login/KcContext";
import { deepAssign } from "keycloakify/tools/deepAssign";
import { kcEnvDefaults, themeNames } from "@/kc.gen";
import type { KcContextExtension, KcContextExtensionPerPage } from "@/login/KcContext";
import { capturedKcContext } from "./capturedContexts";

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
 * What a captured page must not do in the workbench: Keycloakify's saml-post-form.ftl posts its form
 * on load unless the address is "#" (its sample's), which would leave the preview or the story.
 */
const workbenchOverridesPerPage: Record<string, Record<string, unknown>> = {
    "saml-post-form.ftl": { samlPost: { url: "#" } }
};

const { getKcContextMock: getKeycloakifyMock } = createGetKcContextMock({
    kcContextExtension: {
        themeName: themeNames[0],
        properties: { ...kcEnvDefaults }
    } satisfies KcContextExtension,
    kcContextExtensionPerPage,
    overrides: {},
    overridesPerPage: {
        // Keycloakify's sample header is the literal "<Message header>", which sanitizes to an
        // empty page title; Keycloak sends a real text.
        "info.ftl": { messageHeader: "Your account has been updated." }
    }
});

/**
 * Mock kcContexts for the preview, the workbench and tests. For a page with a committed capture
 * (`src/test-support/contexts/`, `npm run capture-contexts`) it is what Keycloak sent; for the
 * others, Keycloakify's sample data (which carries docs/product.md §3.6's user-profile attributes).
 * Either way the theme's name, the portal base addresses of the local tRPC portal server
 * (`npm run portal`) and Keycloakify's development resource paths replace the server's.
 * `getKcContextMock({ pageId, overrides })` returns a fresh context for that page with `overrides`
 * deep-merged (arrays replaced), as Keycloakify's `createGetKcContextMock` does.
 */
export const getKcContextMock: typeof getKeycloakifyMock = ({ pageId, overrides }) => {
    const captured = capturedKcContext(pageId);
    if (captured === undefined) return getKeycloakifyMock({ pageId, overrides });
    const { themeName, properties, url } = getKeycloakifyMock({ pageId });
    const { resourcesPath, resourcesCommonPath } = url;
    for (const source of [
        { themeName, properties, url: { resourcesPath, resourcesCommonPath } },
        workbenchOverridesPerPage[pageId] ?? {},
        overrides ?? {}
    ])
        deepAssign({ target: captured, source });
    // The captured `rtl` is the captured language's; for another one Keycloakify infers it from the tag.
    const locale = (overrides as { locale?: { currentLanguageTag?: string; rtl?: boolean } })?.locale;
    if (locale?.currentLanguageTag !== undefined && locale.rtl === undefined)
        delete captured.locale?.rtl;
    return captured as ReturnType<typeof getKeycloakifyMock<typeof pageId>>;
};
