import { Suspense, createElement, lazy } from "react";
import type { KcContext as KcContextBase } from "keycloakify/login/KcContext";
import { i18nBuilder } from "keycloakify/login/i18n";
import DefaultPage from "keycloakify/login/DefaultPage";
import Template from "keycloakify/login/Template";

/** The stock login kcContext, without theme extensions. */
export type KcContext = KcContextBase;

const UserProfileFormFields = lazy(() => import("keycloakify/login/UserProfileFormFields"));
const { useI18n } = i18nBuilder.build();

/**
 * The Keycloakify starter's `src/login/KcPage.tsx`: every page through the stock `DefaultPage`
 * and `Template` with `doUseDefaultCss: true`, so Keycloak's PatternFly CSS and `login.css` load
 * from `url.resourcesCommonPath` / `url.resourcesPath`.
 */
export default function KcPage(props: { kcContext: KcContext }) {
    const { kcContext } = props;
    const { i18n } = useI18n({ kcContext });
    return createElement(
        Suspense,
        null,
        createElement(DefaultPage, {
            kcContext,
            i18n,
            classes: {},
            Template,
            doUseDefaultCss: true,
            UserProfileFormFields,
            doMakeUserConfirmPassword: true
        })
    );
}
