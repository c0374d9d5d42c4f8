import type { PageProps } from "keycloakify/login/pages/PageProps";
import { linkVariants } from "@/components/ui/link";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/**
 * E-mail verification page (`login-verify-email.ftl`, docs/product.md §1): says where the e-mail
 * went (`user.email`) and offers a link to `url.loginAction`, which makes Keycloak send it again.
 * The link text is the whole "Click here to re-send the email." so it makes sense on its own
 * (WCAG 2.4.4). Keycloak's "verify your email" alert is hidden by the template.
 */
export default function LoginVerifyEmail(
    props: PageProps<Extract<KcContext, { pageId: "login-verify-email.ftl" }>, I18n>
) {
    const { kcContext, i18n, Template } = props;
    const { url, user } = kcContext;
    const { msg, msgStr } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={msg("emailVerifyTitle")}
            displayInfo
            infoNode={
                <p id="kc-verify-email-resend">
                    {msg("emailVerifyInstruction2")}{" "}
                    <a href={url.loginAction} className={linkVariants()}>
                        {msg("doClickHere")} {msg("emailVerifyInstruction3")}
                    </a>
                </p>
            }
        >
            {/* msgStr, not msg: the address is user data and stays text (docs/product.md §6.3). */}
            <p id="kc-verify-email">{msgStr("emailVerifyInstruction1", user?.email ?? "")}</p>
        </Template>
    );
}
