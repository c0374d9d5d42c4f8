import type { ComponentType } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";

/*
 * The one record of the pages that are ours (docs/architecture.md §1.5, §3). `KcPage` derives its
 * lazy components from it, `src/boot.ts` starts the current page's download from it, and tests,
 * stories and mock states take the id list and the `CustomPageId` type from it. Every page is a
 * chunk of its own, loaded on demand (docs/decisions.md §12). No React import at run time: the boot
 * entry uses this module before the main bundle has arrived.
 */

/** Our page component for `PageId`: Keycloakify's page props narrowed to that page's kcContext. */
export type PageComponent<PageId extends KcContext["pageId"]> = ComponentType<
    PageProps<Extract<KcContext, { pageId: PageId }>, I18n>
>;

/** Loaders of page modules by page id; each module's default export renders that page. */
type PageLoaders = {
    [PageId in KcContext["pageId"]]?: () => Promise<{ default: PageComponent<PageId> }>;
};

/**
 * Our pages by page id (docs/product.md §1.3, §2.1): the four custom pages, plus
 * - `code.ftl`, whose stock page has an unlabelled field;
 * - the recovery-code pages (§2.1.8): the stock set-up page relies on PatternFly classes and an
 *   inserted script, the stock code page does not tie its error to its field;
 * - `error.ftl`, to show Keycloak 26.7's trace identifier (§2.1.9).
 * To add a page, add its line here and write the page.
 */
export const customPages = {
    "login.ftl": () => import("./pages/Login"),
    "login-config-totp.ftl": () => import("./pages/LoginConfigTotp"),
    "login-otp.ftl": () => import("./pages/LoginOtp"),
    "login-verify-email.ftl": () => import("./pages/LoginVerifyEmail"),
    "code.ftl": () => import("./pages/Code"),
    "error.ftl": () => import("./pages/Error"),
    "login-recovery-authn-code-config.ftl": () => import("./pages/LoginRecoveryAuthnCodeConfig"),
    "login-recovery-authn-code-input.ftl": () => import("./pages/LoginRecoveryAuthnCodeInput")
} as const satisfies PageLoaders;

/** A page id with a page of ours. */
export type CustomPageId = keyof typeof customPages;

/** The ids of {@link customPages}, in the record's order. */
export const customPageIds = Object.keys(customPages) as CustomPageId[];

/** Whether `pageId` has a page of ours in {@link customPages}. */
export function isCustomPageId(pageId: string): pageId is CustomPageId {
    return Object.hasOwn(customPages, pageId);
}

/** Keycloakify's `DefaultPage`, which renders every other page id (and loads that stock page). */
export const loadDefaultPage = () => import("keycloakify/login/DefaultPage");

/**
 * The user-profile fields of the stock register and update-profile pages: Keycloakify's, with their
 * error messages tied to the inputs (`components/DescribedUserProfileFormFields.tsx`).
 */
export const loadUserProfileFormFields = () => import("./components/DescribedUserProfileFormFields");

/**
 * Starts downloading the code `pageId` renders with (one of ours, or `DefaultPage`). Returns at
 * once; a failed download is ignored here and surfaces when `KcPage` renders the page
 * (docs/decisions.md §11).
 * @param pageId `kcContext.pageId`; any string is accepted.
 */
export function preloadPageCode(pageId: string): void {
    const load = isCustomPageId(pageId) ? customPages[pageId] : loadDefaultPage;
    load().catch(() => undefined);
}
