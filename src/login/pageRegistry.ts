import type { ComponentType } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import { loadOnce, type OnceLoader } from "@/lib/loadOnce";

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

/** One loader per page of ours, one for every default page (they share `StyledDefaultPage`). */
const pageLoaders = new Map<string, OnceLoader<AnyPageComponent>>();

/**
 * The loader of `pageId`'s code (docs/decisions.md §12): its component once in (`loaded()`),
 * rendered directly so a server-written first view is replaced in one task (§22). A failed load
 * rejects and is tried again by the next call.
 */
export function pageCodeLoader(pageId: string): OnceLoader<AnyPageComponent> {
    const key = isCustomPageId(pageId) ? pageId : "default";
    let loader = pageLoaders.get(key);
    if (loader === undefined) {
        const load = isCustomPageId(pageId) ? customPages[pageId] : loadDefaultPage;
        loader = loadOnce(() => load().then(module => module.default as unknown as AnyPageComponent));
        pageLoaders.set(key, loader);
    }
    return loader;
}

/**
 * Downloads `pageId`'s code and resolves `true` once it is in, `false` when it could not be loaded
 * (a lost chunk, docs/decisions.md §23). Never rejects; the boot script calls it without waiting.
 */
export function loadPageCode(pageId: string): Promise<boolean> {
    return pageCodeLoader(pageId)().then(
        () => true,
        () => false
    );
}
