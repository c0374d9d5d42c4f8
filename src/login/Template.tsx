import { useEffect } from "react";
import type { TemplateProps } from "keycloakify/login/TemplateProps";
import { useInitialize } from "keycloakify/login/Template.useInitialize";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";

/**
 * The frame every page renders in (SPEC §2.2): a panel with the logo slot, the page title as
 * the page's `h1`, the message alert and the page content. Renders nothing until the style
 * sheets have loaded (Keycloakify `useInitialize`), then inserts Keycloak's scripts.
 */
export default function Template(props: TemplateProps<KcContext, I18n>) {
    const { kcContext, i18n, headerNode, children, displayMessage = true, documentTitle } = props;
    const { msgStr } = i18n;
    const { realm, message, isAppInitiatedAction } = kcContext;

    useEffect(() => {
        document.title = documentTitle ?? msgStr("loginTitle", realm.displayName || realm.name);
    }, [documentTitle, msgStr, realm.displayName, realm.name]);

    const { isReadyToRender } = useInitialize({ kcContext, doUseDefaultCss: false });
    if (!isReadyToRender) return null;

    const showMessage =
        displayMessage && message !== undefined && (message.type !== "warning" || !isAppInitiatedAction);

    return (
        <div className="min-h-page flex justify-end bg-surface">
            <main
                data-page-id={kcContext.pageId}
                className="w-full max-w-panel border-l-4 border-primary bg-surface px-6 py-8"
            >
                <div className="mx-auto flex max-w-content flex-col gap-4">
                    <p className="text-lg font-bold">{msgStr("utilityName")}</p>
                    <h1 className="text-2xl font-bold">{headerNode}</h1>
                    {showMessage && (
                        <div role={message.type === "error" ? "alert" : "status"}>{message.summary}</div>
                    )}
                    {children}
                </div>
            </main>
        </div>
    );
}
