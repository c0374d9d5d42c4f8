/* eslint-disable @typescript-eslint/no-empty-object-type */
import type { ExtendKcContext } from "keycloakify/login";
import type { KcEnvName, ThemeName } from "../kc.gen";

/**
 * What our theme adds to every page's kcContext: the theme name and the portal base addresses,
 * which Keycloak fills from its environment variables `PORTAL_BASE_URL_*` (docs/decisions.md §2).
 */
export type KcContextExtension = {
    themeName: ThemeName;
    properties: Record<KcEnvName, string> & {};
};

/** Per-page additions to kcContext; none so far. */
export type KcContextExtensionPerPage = {};

/** The kcContext Keycloak hands to the browser, narrowed by `pageId` (Keycloakify). */
export type KcContext = ExtendKcContext<KcContextExtension, KcContextExtensionPerPage>;
