import type { PageProps } from "keycloakify/login/pages/PageProps";
import { OneCodePage } from "../components/OneCodePage";
import { OtpCodeInput } from "../components/OtpCodeInput";
import { OtpDevicePicker } from "../components/OtpDevicePicker";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/**
 * One-time-code page (`login-otp.ftl`, docs/product.md §1). Posts what Keycloak's page posts to
 * `url.loginAction`: `otp`, and `selectedCredentialId` from a keyboard-operable radio group when the
 * user has more than one OTP credential. The code input takes the realm's code length from
 * `otpLogin.policy.digits`, which Keycloak 26 sends; without it the input sets no `maxLength`. A
 * hint says where the code comes from (WCAG 3.3.2); a `totp` error sits under the input.
 */
export default function LoginOtp(
    props: PageProps<Extract<KcContext, { pageId: "login-otp.ftl" }>, I18n>
) {
    const { kcContext, i18n } = props;
    const { otpLogin } = kcContext;
    const { msg } = i18n;

    return (
        <OneCodePage
            {...props}
            headerNode={msg("doLogIn")}
            formId="kc-otp-login-form"
            errorField="totp"
            field={{
                id: "otp",
                label: msg("loginOtpOneTime"),
                description: msg("otpCodeHint"),
                errorId: "input-error-otp-code"
            }}
            before={
                otpLogin.userOtpCredentials.length > 1 && (
                    <OtpDevicePicker
                        legend={msg("otpDeviceLegend")}
                        credentials={otpLogin.userOtpCredentials}
                        selectedCredentialId={otpLogin.selectedCredentialId}
                    />
                )
            }
        >
            <OtpCodeInput name="otp" autoFocus digits={otpLogin.policy?.digits} />
        </OneCodePage>
    );
}
