import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Field } from "@/components/ui/field";
import { OtpCodeInput } from "../components/OtpCodeInput";
import { OtpDevicePicker } from "../components/OtpDevicePicker";
import { SafeHtml } from "../components/SafeHtml";
import { SubmitButton } from "../components/SubmitButton";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "../useSubmitOnce";

/**
 * One-time-code page (`login-otp.ftl`, docs/product.md §1). Posts what Keycloak's page posts to
 * `url.loginAction`: `otp`, and `selectedCredentialId` from a keyboard-operable radio group when the
 * user has more than one OTP credential. The code input takes the realm's code length from
 * `otpLogin.policy.digits`, which Keycloak 26 sends; without it the input sets no `maxLength`. A
 * hint says where the code comes from (WCAG 3.3.2). A `totp` error from `messagesPerField` sits
 * under the input (WCAG 3.3.1) and replaces the page alert. The form posts once (`useSubmitOnce`).
 */
export default function LoginOtp(
    props: PageProps<Extract<KcContext, { pageId: "login-otp.ftl" }>, I18n>
) {
    const { kcContext, i18n, Template } = props;
    const { otpLogin, url, messagesPerField } = kcContext;
    const { msg } = i18n;
    const { isSubmitting, onSubmit } = useSubmitOnce();

    const error = messagesPerField.existsError("totp") ? messagesPerField.get("totp") : "";

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={error === ""}
            headerNode={msg("doLogIn")}
        >
            <form
                id="kc-otp-login-form"
                method="post"
                action={url.loginAction}
                onSubmit={onSubmit}
                className="flex flex-col gap-4"
            >
                {otpLogin.userOtpCredentials.length > 1 && (
                    <OtpDevicePicker
                        legend={msg("otpDeviceLegend")}
                        credentials={otpLogin.userOtpCredentials}
                        selectedCredentialId={otpLogin.selectedCredentialId}
                    />
                )}
                <Field
                    id="otp"
                    label={msg("loginOtpOneTime")}
                    description={msg("otpCodeHint")}
                    error={error && <SafeHtml as="span" html={error} />}
                    errorId="input-error-otp-code"
                >
                    <OtpCodeInput name="otp" autoFocus digits={otpLogin.policy?.digits} />
                </Field>
                <SubmitButton id="kc-login" isSubmitting={isSubmitting} className="w-full">
                    {msg("doLogIn")}
                </SubmitButton>
            </form>
        </Template>
    );
}
