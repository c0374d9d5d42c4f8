import type { ComponentType } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import { loadOnce, type OnceLoader } from "@/lib/loadOnce";

// No React at run time: the boot entry uses it before the main bundle (docs/decisions.md §12).

/** Keycloakify's page props narrowed to that page's kcContext. */
export type PageComponent<PageId extends KcContext["pageId"]> = ComponentType<
    PageProps<Extract<KcContext, { pageId: PageId }>, I18n>
>;

type PageLoaders = {
    [PageId in KcContext["pageId"]]?: () => Promise<{ default: PageComponent<PageId> }>;
};

/** Page ids with a page of ours, and why (docs/product.md §1.3, §2.1, §2.1.8, §2.1.9). */
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

/** Other ids: Keycloakify's page with our classes, and its English; rejects as `loadDefaultPageComponent`. */
export const loadDefaultPage = (pageId: string): Promise<AnyPageComponent> =>
    Promise.all([
        import("./StyledDefaultPage").then(styled => styled.loadStyledDefaultPage(pageId)),
        import("../../keycloakify-seam/browser/keycloakifyEnglish").then(english =>
            english.loadKeycloakifyEnglish()
        )
    ]).then(([page]) => page);

/** Profile fields with errors tied to their inputs, for the default register pages. */
export const loadUserProfileFormFields = () => import("./components/DescribedUserProfileFormFields");

/** Any page's component, as `KcPage` renders it. */
export type AnyPageComponent = ComponentType<PageProps<KcContext, I18n>>;

const pageLoaders = new Map<string, OnceLoader<AnyPageComponent>>();

/** The loader of `pageId`'s code (docs/decisions.md §12); a failure rejects, the next call retries. */
export function pageCodeLoader(pageId: string): OnceLoader<AnyPageComponent> {
    let loader = pageLoaders.get(pageId);
    if (loader === undefined) {
        loader = loadOnce(() =>
            isCustomPageId(pageId)
                ? customPages[pageId]().then(module => module.default as unknown as AnyPageComponent)
                : loadDefaultPage(pageId)
        );
        pageLoaders.set(pageId, loader);
    }
    return loader;
}

/** Downloads `pageId`'s code: `true` once in, `false` if lost (docs/decisions.md §23); never rejects. */
export function loadPageCode(pageId: string): Promise<boolean> {
    return pageCodeLoader(pageId)().then(
        () => true,
        () => false
    );
}
