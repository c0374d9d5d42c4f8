import { useEffect, useLayoutEffect } from "react";
import type { TemplateProps } from "keycloakify/login/TemplateProps";
import { usePortalBranding } from "@/portal/usePortalBranding";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import { isDarkModeDisabled } from "./colorMode";
import { useColorMode } from "./useColorMode";
import { ColorModeToggle } from "./components/ColorModeToggle";
import { KeycloakScripts } from "./components/KeycloakScripts";
import { LanguageSwitcher } from "./components/LanguageSwitcher";
import { MessageAlert } from "./components/MessageAlert";
import { PageFrame } from "./components/PageFrame";
import { PanelHeader } from "./components/PanelHeader";
import { PanelMain } from "./components/PanelMain";
import { Toolbar } from "./components/Toolbar";
import { TryAnotherWay } from "./components/TryAnotherWay";
import { WelcomePanel } from "./components/WelcomePanel";
import { endFirstView } from "../boot/firstView";
import { LoadedPortalFooter } from "./footer/LoadedPortalFooter";

/** Pages whose info section is an instruction for the form, so it comes first (docs/product.md §2.2.2). */
const instructionFirstPageIds: ReadonlySet<string> = new Set(["login-reset-password.ftl"]);

/**
 * The frame every page renders in (docs/product.md §2.2, §2.3, §4; docs/architecture.md §1.5). Logo
 * box and welcome column are reserved, so late branding moves nothing; the footer comes once the
 * portal's answer is `ready`, Keycloak's scripts once it answered or failed. Its first commit ends
 * the takeover of a server-written first view (`endFirstView`, docs/decisions.md §22).
 */
export default function Template(props: TemplateProps<KcContext, I18n>) {
    const {
        kcContext,
        i18n,
        headerNode,
        children,
        displayMessage = true,
        displayRequiredFields = false,
        displayInfo = false,
        infoNode = null,
        socialProvidersNode = null,
        documentTitle
    } = props;
    const { msgStr, currentLanguage, enabledLanguages } = i18n;
    const { realm, auth, url, message, isAppInitiatedAction } = kcContext;

    useLayoutEffect(endFirstView, []);

    useEffect(() => {
        document.title = documentTitle ?? msgStr("loginTitle", realm.displayName || realm.name);
    }, [documentTitle, msgStr, realm.displayName, realm.name]);

    const darkModeDisabled = isDarkModeDisabled(kcContext);
    const colorMode = useColorMode({ forceLight: darkModeDisabled });

    const portal = usePortalBranding({ kcContext, reloadKey: msgStr });

    const showLanguages = realm.internationalizationEnabled && enabledLanguages.length > 1;
    const info = displayInfo && <div id="kc-info">{infoNode}</div>;
    const infoFirst = instructionFirstPageIds.has(kcContext.pageId);

    return (
        <PageFrame
            footer={
                portal.status === "ready" && (
                    <LoadedPortalFooter
                        portalConfig={portal.config}
                        portalBase={portal.portalBase}
                        i18n={i18n}
                    />
                )
            }
        >
            <KeycloakScripts kcContext={kcContext} due={portal.status !== "loading"} />
            <WelcomePanel config={portal.config} />
            <PanelMain pageId={kcContext.pageId}>
                <Toolbar>
                    {showLanguages && (
                        <LanguageSwitcher
                            currentLanguage={currentLanguage}
                            enabledLanguages={enabledLanguages}
                            labels={{
                                menu: msgStr("languages"),
                                failed: msgStr("loadFailedLanguageMenu"),
                                retry: msgStr("loadRetry")
                            }}
                        />
                    )}
                    {!darkModeDisabled && (
                        <ColorModeToggle
                            mode={colorMode.mode}
                            onChange={colorMode.setMode}
                            i18n={i18n}
                        />
                    )}
                </Toolbar>
                <PanelHeader
                    kcContext={kcContext}
                    i18n={i18n}
                    headerNode={headerNode}
                    displayRequiredFields={displayRequiredFields}
                    logo={portal.config?.logos?.header}
                    logoPending={portal.status === "loading"}
                />
                {displayMessage && (
                    <MessageAlert
                        message={message}
                        isAppInitiatedAction={isAppInitiatedAction}
                        verifyEmailNotice={msgStr("verifyEmailMessage")}
                    />
                )}
                {infoFirst && info}
                {children}
                {auth?.showTryAnotherWayLink && (
                    <TryAnotherWay loginAction={url.loginAction} label={msgStr("doTryAnotherWay")} />
                )}
                {socialProvidersNode}
                {!infoFirst && info}
            </PanelMain>
        </PageFrame>
    );
}
