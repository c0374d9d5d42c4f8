import type { PageProps } from "keycloakify/login/pages/PageProps";
import { ErrorDetails } from "../components/ErrorDetails";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/**
 * Error page (Keycloak 26.7 base/login/error.ftl; docs/product.md §2.1.9): Keycloak's message as
 * the page's content (no page alert), the trace identifier when Keycloak sends `traceId` (26.7 with
 * tracing on), and "Back to Application" when the client has a base URL and no `skipLink`.
 */
export default function Error(props: PageProps<Extract<KcContext, { pageId: "error.ftl" }>, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { message, client, skipLink, traceId } = kcContext;
    const { msg, msgStr } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={false}
            headerNode={msg("errorTitle")}
        >
            <ErrorDetails
                summary={message.summary}
                traceNote={traceId ? msgStr("traceIdSupportMessage", traceId) : undefined}
                back={
                    !skipLink && client?.baseUrl
                        ? { href: client.baseUrl, label: msg("backToApplication") }
                        : undefined
                }
            />
        </Template>
    );
}
