import { Suspense, lazy, useLayoutEffect } from "react";
import { portalBaseFromKcContext } from "@/portal/portalBase";
import { prefetchPortalConfig } from "@/portal/prefetchPortalConfig";
import type { KcContext } from "./KcContext";
import { useI18n } from "./i18n";
import Template from "./Template";
import { defaultPageClasses } from "./defaultPageClasses";
import { customPageLoaders, loadDefaultPage, loadUserProfileFormFields } from "./pageCode";

const DefaultPage = lazy(loadDefaultPage);
const UserProfileFormFields = lazy(loadUserProfileFormFields);
const Login = lazy(customPageLoaders["login.ftl"]);
const LoginConfigTotp = lazy(customPageLoaders["login-config-totp.ftl"]);
const LoginOtp = lazy(customPageLoaders["login-otp.ftl"]);
const LoginVerifyEmail = lazy(customPageLoaders["login-verify-email.ftl"]);
const Code = lazy(customPageLoaders["code.ftl"]);

/**
 * Keycloak's register and update-profile pages ask for the password twice (docs/product.md §2.1).
 *
 */
const doMakeUserConfirmPassword = true;

/**
 * Picks the page for `kcContext.pageId` (docs/product.md §2.1): our four pages for `login.ftl`,
 * `login-config-totp.ftl`, `login-otp.ftl` and `login-verify-email.ftl`; Keycloakify's
 * `DefaultPage` inside our `Template` for every other id, except `code.ftl`, whose stock page has
 * an unlabelled field (WCAG 1.3.1) and so gets a small accessible copy of it. Pages load lazily, so a visitor
 * downloads only the code of the page shown. An unknown page id fails Keycloakify's assertion.
 */
export default function KcPage(props: { kcContext: KcContext }) {
    const { kcContext } = props;
    const { i18n } = useI18n({ kcContext });

    // In the jar `src/boot.ts` has started the portal call already; with the dev server's mock it
    // starts now, not once the page's code has loaded (docs/decisions.md §11). A layout effect:
    // Preact (production build) runs plain effects only after the next frame.
    useLayoutEffect(() => {
        prefetchPortalConfig(portalBaseFromKcContext(kcContext));
    }, [kcContext]);

    return (
        <Suspense>
            {(() => {
                const common = { i18n, Template, doUseDefaultCss: false } as const;
                switch (kcContext.pageId) {
                    case "login.ftl":
                        return <Login kcContext={kcContext} {...common} />;
                    case "login-config-totp.ftl":
                        return <LoginConfigTotp kcContext={kcContext} {...common} />;
                    case "login-otp.ftl":
                        return <LoginOtp kcContext={kcContext} {...common} />;
                    case "login-verify-email.ftl":
                        return <LoginVerifyEmail kcContext={kcContext} {...common} />;
                    case "code.ftl":
                        return <Code kcContext={kcContext} {...common} />;
                    default:
                        return (
                            <DefaultPage
                                kcContext={kcContext}
                                {...common}
                                classes={defaultPageClasses}
                                UserProfileFormFields={UserProfileFormFields}
                                doMakeUserConfirmPassword={doMakeUserConfirmPassword}
                            />
                        );
                }
            })()}
        </Suspense>
    );
}
