import type { PageProps } from "keycloakify/login/pages/PageProps";
import { linkVariants } from "@/components/ui/link";
import { SafeHtml } from "../components/SafeHtml";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/**
 * Error page (`error.ftl`): Keycloak's message, the trace identifier to quote to support when
 * Keycloak sends one, and "Back to Application" when the client has a base URL and Keycloak does
 * not say to skip the link. Source: Keycloak 26.7 base/login/error.ftl. `traceId` is the
 * OpenTelemetry trace of the request, which Keycloak 26.7 sets only while tracing is on
 * (`tracing-enabled`); older servers and servers without tracing send none, and the line is left
 * out. The page alert is off, as in Keycloak's template: the message is the page's content.
 */
export default function Error(props: PageProps<Extract<KcContext, { pageId: "error.ftl" }>, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { message, client, skipLink, traceId } = kcContext;
    const { msg } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={false}
            headerNode={msg("errorTitle")}
        >
            <div id="kc-error-message" className="flex flex-col gap-4">
                <SafeHtml html={message.summary} className="instruction" />
                {traceId && (
                    <p id="traceId" className="text-sm [overflow-wrap:anywhere]">
                        {msg("traceIdSupportMessage", traceId)}
                    </p>
                )}
                {!skipLink && !!client?.baseUrl && (
                    <p>
                        <a id="backToApplication" href={client.baseUrl} className={linkVariants()}>
                            {msg("backToApplication")}
                        </a>
                    </p>
                )}
            </div>
        </Template>
    );
}
