import { LOGIN_THEME_PAGE_IDS, type LoginThemePageId } from "keycloakify/bin/shared/constants.js";

/** Keycloakify's ids missing from docs/product.md §2.1.4; they render Keycloakify's own page too. */
const outsideProductList: ReadonlySet<LoginThemePageId> = new Set([
    "link-idp-action.ftl",
    "select-organization.ftl"
]);

/** Every page id Keycloak may send (docs/product.md §2.1.4), for tests: Keycloakify's list, in its order. */
export const keycloakPageIds: readonly LoginThemePageId[] = LOGIN_THEME_PAGE_IDS.filter(
    id => !outsideProductList.has(id)
);
