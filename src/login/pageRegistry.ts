import type { ComponentType } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";

/*
 * The one record of our pages (docs/architecture.md §1.5, §3), each a chunk loaded on demand
 * (docs/decisions.md §12). No React at run time: the boot entry uses it before the main bundle.
 */

/** Keycloakify's page props narrowed to that page's kcContext. */
export type PageComponent<PageId extends KcContext["pageId"]> = ComponentType<
    PageProps<Extract<KcContext, { pageId: PageId }>, I18n>
>;

type PageLoaders = {
    [PageId in KcContext["pageId"]]?: () => Promise<{ default: PageComponent<PageId> }>;
};

/**
 * Our pages (docs/product.md §1.3, §2.1): the four custom ones, `code.ftl` (stock field unlabelled),
 * the recovery-code pages (§2.1.8: stock ones rely on PatternFly and a script, or leave the error
 * untied) and `error.ftl` (trace identifier, §2.1.9). To add a page, add its line here.
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

/** The ids of {@link customPages}, in order. */
export const customPageIds = Object.keys(customPages) as CustomPageId[];

/** Whether `pageId` is in {@link customPages}. */
export function isCustomPageId(pageId: string): pageId is CustomPageId {
    return Object.hasOwn(customPages, pageId);
}

/** Renders every other page id: Keycloakify's `DefaultPage` with our classes. */
export const loadDefaultPage = () => import("./StyledDefaultPage");

/** Keycloakify's profile fields with errors tied to their inputs, for the stock register pages. */
export const loadUserProfileFormFields = () => import("./components/DescribedUserProfileFormFields");

/** Any page's component, for the one `KcPage` renders (its kcContext's type is the page's). */
export type AnyPageComponent = ComponentType<PageProps<KcContext, I18n>>;

/** The pages whose code {@link loadPageCode} has loaded, by page id. */
const loadedPages = new Map<string, AnyPageComponent>();

/**
 * Downloads `pageId`'s code (once: the browser keeps the module) and resolves when it is there, or
 * when it failed: a failure surfaces when `KcPage` renders (docs/decisions.md §11). Never rejects.
 */
export function loadPageCode(pageId: string): Promise<void> {
    const load = isCustomPageId(pageId) ? customPages[pageId] : loadDefaultPage;
    return load().then(
        module => void loadedPages.set(pageId, module.default as unknown as AnyPageComponent),
        () => undefined
    );
}

/**
 * `pageId`'s component once {@link loadPageCode} has loaded it, else `undefined`: rendered
 * directly, it does not suspend, so a server-written first view is replaced in one task
 * (docs/decisions.md §22).
 */
export function loadedPage(pageId: string): AnyPageComponent | undefined {
    return loadedPages.get(pageId);
}

/** Starts downloading `pageId`'s code without waiting for it (the boot script, docs/decisions.md §11). */
export function preloadPageCode(pageId: string): void {
    void loadPageCode(pageId);
}
