import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/** Sign-in page (`login.ftl`): placeholder posting username and password to `url.loginAction`. */
export default function Login(props: PageProps<Extract<KcContext, { pageId: "login.ftl" }>, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { msg, msgStr } = i18n;
    return (
        <Template kcContext={kcContext} i18n={i18n} doUseDefaultCss={false} headerNode={msg("loginAccountTitle")}>
            <form id="kc-form-login" method="post" action={kcContext.url.loginAction}>
                <label htmlFor="username">{msg("username")}</label>
                <input id="username" name="username" autoComplete="username" />
                <label htmlFor="password">{msg("password")}</label>
                <input id="password" name="password" type="password" autoComplete="current-password" />
                <button type="submit">{msgStr("doLogIn")}</button>
            </form>
        </Template>
    );
}
