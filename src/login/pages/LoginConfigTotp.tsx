import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/** Authenticator setup page (`login-config-totp.ftl`): placeholder posting `totp` and `totpSecret`. */
export default function LoginConfigTotp(
    props: PageProps<Extract<KcContext, { pageId: "login-config-totp.ftl" }>, I18n>
) {
    const { kcContext, i18n, Template } = props;
    const { msg, msgStr } = i18n;
    return (
        <Template kcContext={kcContext} i18n={i18n} doUseDefaultCss={false} headerNode={msg("loginTotpTitle")}>
            <form id="kc-totp-settings-form" method="post" action={kcContext.url.loginAction}>
                <label htmlFor="totp">{msg("authenticatorCode")}</label>
                <input id="totp" name="totp" autoComplete="one-time-code" inputMode="numeric" />
                <input type="hidden" name="totpSecret" value={kcContext.totp.totpSecret} />
                <button type="submit">{msgStr("doSubmit")}</button>
            </form>
        </Template>
    );
}
