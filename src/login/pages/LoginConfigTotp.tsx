import { Copy } from "lucide-react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { linkVariants } from "@/components/ui/link";
import { OtpCodeInput } from "../components/OtpCodeInput";
import { SafeHtml } from "../components/SafeHtml";
import { RequiredActionButtons } from "../components/RequiredActionButtons";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useClipboardCopy } from "../useClipboardCopy";
import { useSubmitOnce } from "../useSubmitOnce";

type TotpContext = Extract<KcContext, { pageId: "login-config-totp.ftl" }>;
type PartProps = { kcContext: TotpContext; i18n: I18n };

/**
 * Authenticator set-up page (`login-config-totp.ftl`, docs/product.md §1): install an app, scan or
 * type the key, enter the code; posts what Keycloak's page posts. The device name is required once
 * the user has an OTP credential, as in Keycloak; field errors replace the page alert (WCAG 3.3.1).
 */
export default function LoginConfigTotp(props: PageProps<TotpContext, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { totp, mode, messagesPerField } = kcContext;
    const { msg, advancedMsgStr } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={msg("loginTotpTitle")}
            displayRequiredFields
            displayMessage={!messagesPerField.existsError("totp", "userLabel")}
        >
            <ol id="kc-totp-settings" className="list-decimal space-y-6 ps-6 marker:font-bold">
                <li className="space-y-2">
                    <p>{msg("loginTotpStep1")}</p>
                    <ul id="kc-totp-supported-apps" className="list-disc ps-5">
                        {totp.supportedApplications.map(app => (
                            <li key={app}>{advancedMsgStr(app)}</li>
                        ))}
                    </ul>
                </li>
                <li className="space-y-2">
                    {mode === "manual" ? (
                        <ManualStep kcContext={kcContext} i18n={i18n} />
                    ) : (
                        <QrCodeStep kcContext={kcContext} i18n={i18n} />
                    )}
                </li>
                <li className="space-y-4">
                    <p>
                        {msg("loginTotpStep3")} {msg("loginTotpStep3DeviceName")}
                    </p>
                    <TotpForm kcContext={kcContext} i18n={i18n} />
                </li>
            </ol>
        </Template>
    );
}

function QrCodeStep({ kcContext, i18n }: PartProps) {
    const { totp } = kcContext;
    const { msg, msgStr } = i18n;
    return (
        <>
            <p>{msg("loginTotpStep2")}</p>
            <img
                id="kc-totp-secret-qr-code"
                src={`data:image/png;base64, ${totp.totpSecretQrCode}`}
                alt={msgStr("totpQrCodeAlt")}
                width={200}
                height={200}
                className="block size-50 rounded bg-white p-2"
            />
            <a id="mode-manual" href={totp.manualUrl} className={linkVariants()}>
                {msg("loginTotpUnableToScan")}
            </a>
        </>
    );
}

function ManualStep({ kcContext, i18n }: PartProps) {
    const { totp } = kcContext;
    const { policy } = totp;
    const { msg } = i18n;
    return (
        <>
            <p>{msg("loginTotpManualStep2")}</p>
            <div className="flex flex-wrap items-center gap-2">
                <code
                    id="kc-totp-secret-key"
                    dir="ltr"
                    className="font-mono text-lg font-semibold tracking-wider"
                >
                    {groupInFours(totp.totpSecretEncoded)}
                </code>
                <CopyKeyButton secret={totp.totpSecretEncoded.replace(/\s/g, "")} i18n={i18n} />
            </div>
            <p>{msg("loginTotpManualStep3")}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">{msg("loginTotpType")}</dt>
                <dd id="kc-totp-type">{msg(`loginTotp.${policy.type}`)}</dd>
                <dt className="font-semibold">{msg("loginTotpAlgorithm")}</dt>
                <dd id="kc-totp-algorithm">{policy.getAlgorithmKey()}</dd>
                <dt className="font-semibold">{msg("loginTotpDigits")}</dt>
                <dd id="kc-totp-digits">{policy.digits}</dd>
                {policy.type === "totp" ? (
                    <>
                        <dt className="font-semibold">{msg("loginTotpInterval")}</dt>
                        <dd id="kc-totp-period">{policy.period}</dd>
                    </>
                ) : (
                    <>
                        <dt className="font-semibold">{msg("loginTotpCounter")}</dt>
                        <dd id="kc-totp-counter">{policy.initialCounter}</dd>
                    </>
                )}
            </dl>
            <a id="mode-barcode" href={totp.qrUrl} className={linkVariants()}>
                {msg("loginTotpScanBarcode")}
            </a>
        </>
    );
}

/** Copies the key, announced in a live region, or asks to copy by hand (`useClipboardCopy`). */
function CopyKeyButton({ secret, i18n }: { secret: string; i18n: I18n }) {
    const { msgStr } = i18n;
    const { announcement, copy } = useClipboardCopy({
        copied: msgStr("totpKeyCopied"),
        failed: msgStr("totpCopyFailed")
    });

    return (
        <>
            <Button variant="outline" size="sm" className="min-h-11" onClick={() => copy(secret)}>
                <Copy aria-hidden="true" className="size-4" />
                {msgStr("totpCopyKey")}
            </Button>
            <span role="status" className="text-sm">
                {announcement}
            </span>
        </>
    );
}

function TotpForm({ kcContext, i18n }: PartProps) {
    const { url, totp, mode, isAppInitiatedAction, messagesPerField } = kcContext;
    const { msg } = i18n;
    const submitOnce = useSubmitOnce();

    const codeError = messagesPerField.existsError("totp") ? messagesPerField.get("totp") : "";
    const labelError = messagesPerField.existsError("userLabel")
        ? messagesPerField.get("userLabel")
        : "";
    const isLabelRequired = totp.otpCredentials.length >= 1;

    return (
        <form
            id="kc-totp-settings-form"
            method="post"
            action={url.loginAction}
            onSubmit={submitOnce.onSubmit}
            className="flex flex-col gap-4"
        >
            <Field
                id="totp"
                label={msg("authenticatorCode")}
                required
                error={codeError && <SafeHtml as="span" html={codeError} />}
                errorId="input-error-otp-code"
            >
                <OtpCodeInput name="totp" digits={totp.policy.digits} />
            </Field>
            <input type="hidden" id="totpSecret" name="totpSecret" value={totp.totpSecret} />
            {mode && <input type="hidden" id="mode" name="mode" value={mode} />}
            <Field
                id="userLabel"
                label={msg("loginTotpDeviceName")}
                required={isLabelRequired}
                error={labelError && <SafeHtml as="span" html={labelError} />}
                errorId="input-error-otp-label"
            >
                <Input name="userLabel" />
            </Field>
            <RequiredActionButtons
                submit={{ id: "saveTOTPBtn", label: msg("doSubmit") }}
                cancel={
                    isAppInitiatedAction ? { id: "cancelTOTPBtn", label: msg("doCancel") } : undefined
                }
                logoutOtherSessionsLabel={msg("logoutOtherSessions")}
                submitOnce={submitOnce}
            />
        </form>
    );
}

/** "KVVFG2BYN4YX" → "KVVF G2BY N4YX". */
function groupInFours(secret: string): string {
    return (secret.replace(/\s/g, "").match(/.{1,4}/g) ?? []).join(" ");
}
