import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import Template from "../Template";
import { LoadFailure } from "./LoadFailure";

/** Props of {@link PageLoadFailure}. */
export type PageLoadFailureProps = {
    kcContext: KcContext;
    i18n: I18n;
    onRetry: () => void;
};

/**
 * The page whose code could not be loaded (a lost chunk, docs/decisions.md §23): our Template,
 * with Keycloak's error title, one sentence and a retry, instead of an empty screen.
 */
export function PageLoadFailure({ kcContext, i18n, onRetry }: PageLoadFailureProps) {
    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={i18n.msgStr("errorTitle")}
        >
            <LoadFailure
                labels={{ failed: i18n.msgStr("loadFailedPage"), retry: i18n.msgStr("loadRetry") }}
                onRetry={onRetry}
            />
        </Template>
    );
}
