import { useState } from "react";
import { createPortal } from "react-dom";
import { Copy, Download, Printer } from "lucide-react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SafeHtml } from "../components/SafeHtml";
import { RequiredActionButtons } from "../components/RequiredActionButtons";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import {
    formatGeneratedAt,
    formatRecoveryCode,
    recoveryCodesFile,
    recoveryCodesFileName,
    recoveryCodesText,
    textFileUrl
} from "../recoveryCodes";
import { useClipboardCopy } from "../useClipboardCopy";
import { useSubmitOnce } from "../useSubmitOnce";

type RecoveryCodesContext = Extract<KcContext, { pageId: "login-recovery-authn-code-config.ftl" }>;

/**
 * Recovery-code set-up page (`login-recovery-authn-code-config.ftl`, docs/product.md §2.1.8).
 * Posts what Keycloak's keycloak.v2 page posts; the confirmation box only enables the submit.
 */
export default function LoginRecoveryAuthnCodeConfig(props: PageProps<RecoveryCodesContext, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { url, recoveryAuthnCodesConfigBean, isAppInitiatedAction, message } = kcContext;
    const { msg, msgStr, currentLanguage } = i18n;
    const submitOnce = useSubmitOnce();
    const [confirmed, setConfirmed] = useState(false);
    const { announcement, copy } = useClipboardCopy({
        copied: msgStr("recovery-codes-copied"),
        failed: msgStr("recoveryCodesCopyFailed")
    });

    // Keycloak's own warning for this required action joins the page's warning instead of a second box.
    const keycloakWarning = message?.type === "warning" ? message.summary : "";
    const codes = recoveryAuthnCodesConfigBean.generatedRecoveryAuthnCodesList;
    const generatedAt = Number(recoveryAuthnCodesConfigBean.generatedAt);
    const date = formatGeneratedAt(generatedAt, currentLanguage.languageTag);
    const file = recoveryCodesFile(codes, {
        header: msgStr("recovery-codes-download-file-header"),
        description: msgStr("recovery-codes-download-file-description"),
        dateLabel: msgStr("recovery-codes-download-file-date"),
        date
    });

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={msg("recovery-code-config-header")}
            displayMessage={keycloakWarning === ""}
        >
            <div className="flex flex-col gap-6">
                <Alert variant="warning" role="none" id="kc-recovery-codes-warning">
                    <AlertTitle>{msg("recovery-code-config-warning-title")}</AlertTitle>
                    <AlertDescription>
                        {keycloakWarning !== "" && <SafeHtml html={keycloakWarning} className="mb-1" />}
                        <p>{msg("recovery-code-config-warning-message")}</p>
                    </AlertDescription>
                </Alert>

                <CodeList codes={codes} id="kc-recovery-codes-list" />

                <div className="flex flex-col gap-2">
                    <div className="flex flex-wrap gap-2" id="kc-recovery-codes-actions">
                        <Button
                            id="printRecoveryCodes"
                            variant="outline"
                            size="sm"
                            className="min-h-11 grow"
                            onClick={() => window.print()}
                        >
                            <Printer aria-hidden="true" className="size-4" />
                            {msg("recovery-codes-print")}
                        </Button>
                        <Button asChild variant="outline" size="sm" className="min-h-11 grow">
                            <a
                                id="downloadRecoveryCodes"
                                href={textFileUrl(file)}
                                download={recoveryCodesFileName}
                            >
                                <Download aria-hidden="true" className="size-4" />
                                {msg("recovery-codes-download")}
                            </a>
                        </Button>
                        <Button
                            id="copyRecoveryCodes"
                            variant="outline"
                            size="sm"
                            className="min-h-11 grow"
                            onClick={() => copy(recoveryCodesText(codes))}
                        >
                            <Copy aria-hidden="true" className="size-4" />
                            {msg("recovery-codes-copy")}
                        </Button>
                    </div>
                    <span role="status" className="text-sm">
                        {announcement}
                    </span>
                </div>

                <Checkbox
                    id="kcRecoveryCodesConfirmationCheck"
                    checked={confirmed}
                    onChange={event => setConfirmed(event.currentTarget.checked)}
                >
                    {msg("recovery-codes-confirmation-message")}
                </Checkbox>

                <form
                    id="kc-recovery-codes-settings-form"
                    method="post"
                    action={url.loginAction}
                    onSubmit={submitOnce.onSubmit}
                    className="flex flex-col gap-4"
                >
                    <input
                        type="hidden"
                        name="generatedRecoveryAuthnCodes"
                        value={recoveryAuthnCodesConfigBean.generatedRecoveryAuthnCodesAsString}
                    />
                    <input
                        type="hidden"
                        name="generatedAt"
                        value={String(recoveryAuthnCodesConfigBean.generatedAt)}
                    />
                    <input
                        type="hidden"
                        id="userLabel"
                        name="userLabel"
                        value={msgStr("recovery-codes-label-default")}
                    />
                    <RequiredActionButtons
                        submit={{
                            id: "saveRecoveryAuthnCodesBtn",
                            label: msg("recovery-codes-action-complete"),
                            disabled: !confirmed
                        }}
                        cancel={
                            isAppInitiatedAction
                                ? {
                                      id: "cancelRecoveryAuthnCodesBtn",
                                      label: msg("recovery-codes-action-cancel")
                                  }
                                : undefined
                        }
                        logoutOtherSessionsLabel={msg("logoutOtherSessions")}
                        submitOnce={submitOnce}
                    />
                </form>
            </div>
            <PrintSheet codes={codes} date={date} i18n={i18n} />
        </Template>
    );
}

/** Columns wrap between codes, never inside one (WCAG 1.4.10); left to right also in RTL. */
function CodeList({ codes, id }: { codes: readonly string[]; id?: string }) {
    return (
        <ol
            id={id}
            role="list"
            dir="ltr"
            className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-4 gap-y-1 rounded border border-line p-4 font-mono text-base print:border-0 print:p-0"
        >
            {codes.map((code, index) => (
                <li key={index} className="whitespace-nowrap">
                    <span className="inline-block min-w-[3ch] tabular-nums">{index + 1}:</span>{" "}
                    {formatRecoveryCode(code)}
                </li>
            ))}
        </ol>
    );
}

/** Print's content, as Keycloak's printout; shown only in print (`src/index.css`, `data-print-sheet`). */
function PrintSheet({ codes, date, i18n }: { codes: readonly string[]; date: string; i18n: I18n }) {
    const { msg } = i18n;
    return createPortal(
        <div data-print-sheet="" className="hidden space-y-6 p-8 text-black print:block">
            <p>{msg("recovery-codes-download-file-header")}</p>
            <CodeList codes={codes} />
            <p>{msg("recovery-codes-download-file-description")}</p>
            <p>
                {msg("recovery-codes-download-file-date")} {date}
            </p>
        </div>,
        document.body
    );
}
