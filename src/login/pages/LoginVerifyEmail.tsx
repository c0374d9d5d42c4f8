import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/** E-mail verification page (`login-verify-email.ftl`): placeholder with the re-send link. */
export default function LoginVerifyEmail(
    props: PageProps<Extract<KcContext, { pageId: "login-verify-email.ftl" }>, I18n>
) {
    const { kcContext, i18n, Template } = props;
    const { msg } = i18n;
    return (
        <Template kcContext={kcContext} i18n={i18n} doUseDefaultCss={false} headerNode={msg("emailVerifyTitle")}>
            <p id="kc-verify-email">{msg("emailVerifyInstruction1", kcContext.user?.email ?? "")}</p>
            <a href={kcContext.url.loginAction}>{msg("doClickHere")}</a>
        </Template>
    );
}
