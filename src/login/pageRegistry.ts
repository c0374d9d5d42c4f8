/**
 * Where the code of each page comes from. Every page is its own chunk, loaded on demand, so a
 * visitor downloads only the page shown (docs/decisions.md §12); `KcPage` renders them lazily and
 * `src/boot.ts` starts the current one's download early.
 */

/** Our own pages (docs/product.md §2.1), plus `code.ftl` (see `KcPage`), by page id. */
export const customPageLoaders = {
    "login.ftl": () => import("./pages/Login"),
    "login-config-totp.ftl": () => import("./pages/LoginConfigTotp"),
    "login-otp.ftl": () => import("./pages/LoginOtp"),
    "login-verify-email.ftl": () => import("./pages/LoginVerifyEmail"),
    "code.ftl": () => import("./pages/Code")
} as const;

/** Keycloakify's `DefaultPage`, which renders every other page id (and loads that stock page). */
export const loadDefaultPage = () => import("keycloakify/login/DefaultPage");

/** Keycloakify's user-profile fields, used by the stock register and update-profile pages. */
export const loadUserProfileFormFields = () => import("keycloakify/login/UserProfileFormFields");

function isCustomPageId(pageId: string): pageId is keyof typeof customPageLoaders {
    return Object.hasOwn(customPageLoaders, pageId);
}

/**
 * Starts downloading the code `pageId` renders with (one of ours, or `DefaultPage`). Returns at
 * once; a failed download is ignored here and surfaces when `KcPage` renders the page.
 * @param pageId `kcContext.pageId`; any string is accepted.
 */
export function preloadPageCode(pageId: string): void {
    const load = isCustomPageId(pageId) ? customPageLoaders[pageId] : loadDefaultPage;
    load().catch(() => undefined);
}
