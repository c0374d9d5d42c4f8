import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/** One-time-code page (`login-otp.ftl`): placeholder posting `otp` to `url.loginAction`. */
export default function LoginOtp(props: PageProps<Extract<KcContext, { pageId: "login-otp.ftl" }>, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { msg, msgStr } = i18n;
    return (
        <Template kcContext={kcContext} i18n={i18n} doUseDefaultCss={false} headerNode={msg("doLogIn")}>
            <form id="kc-otp-login-form" method="post" action={kcContext.url.loginAction}>
                <label htmlFor="otp">{msg("loginOtpOneTime")}</label>
                <input id="otp" name="otp" autoComplete="one-time-code" inputMode="numeric" />
                <button type="submit">{msgStr("doLogIn")}</button>
            </form>
        </Template>
    );
}
