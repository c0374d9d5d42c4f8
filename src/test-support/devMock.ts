import type { LoginThemePageId } from "keycloakify/bin/shared/constants";
import { LOGIN_THEME_PAGE_IDS } from "keycloakify/bin/shared/constants";
import type { KcContext } from "@/login/KcContext";
import { getKcContextMock } from "./KcContextMock";
import { pageStateOverrides } from "./pageStates";

/**
 * Mock kcContext for the development preview: `?page=<pageId>` (e.g. `?page=register.ftl`,
 * default `login.ftl`), optionally with named variants `&state=errors,ar` (see `pages/pageStates.ts`).
 * Returns `undefined` for an id Keycloak does not send, so the preview
 * shows the no-context heading instead of failing.
 */
export function devMockFromSearch(search: string): KcContext | undefined {
    const pageId = new URLSearchParams(search).get("page") ?? "login.ftl";
    if (!isLoginThemePageId(pageId)) return undefined;
    const stateNames = new URLSearchParams(search).get("state")?.split(",") ?? [];
    return getKcContextMock({ pageId, overrides: pageStateOverrides(pageId, stateNames) }) as KcContext;
}

function isLoginThemePageId(value: string): value is LoginThemePageId {
    return (LOGIN_THEME_PAGE_IDS as readonly string[]).includes(value);
}
