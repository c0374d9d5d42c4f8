import type { LoginThemePageId } from "keycloakify/bin/shared/constants";
import { LOGIN_THEME_PAGE_IDS } from "keycloakify/bin/shared/constants";
import type { KcContext } from "./KcContext";
import { getKcContextMock } from "./KcContextMock";

/**
 * Mock kcContext for the development preview: `?page=<pageId>` (e.g. `?page=register.ftl`,
 * default `login.ftl`). Returns `undefined` for an id Keycloak does not send, so the preview
 * shows the no-context heading instead of failing.
 */
export function devMockFromSearch(search: string): KcContext | undefined {
    const pageId = new URLSearchParams(search).get("page") ?? "login.ftl";
    if (!isLoginThemePageId(pageId)) return undefined;
    return getKcContextMock({ pageId, overrides: {} }) as KcContext;
}

function isLoginThemePageId(value: string): value is LoginThemePageId {
    return (LOGIN_THEME_PAGE_IDS as readonly string[]).includes(value);
}
