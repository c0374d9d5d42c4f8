import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Input } from "@/components/ui/input";
import { OneCodePage } from "../components/OneCodePage";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";

/**
 * Recovery-code sign-in page (`login-recovery-authn-code-input.ftl`): one field labeled "Recovery
 * code #N", posting what Keycloak's page posts.
 */
export default function LoginRecoveryAuthnCodeInput(
    props: PageProps<Extract<KcContext, { pageId: "login-recovery-authn-code-input.ftl" }>, I18n>
) {
    const { kcContext, i18n } = props;
    const { msg } = i18n;

    return (
        <OneCodePage
            {...props}
            headerNode={msg("auth-recovery-code-header")}
            formId="kc-recovery-code-login-form"
            errorField="recoveryCodeInput"
            field={{
                id: "recoveryCodeInput",
                label: msg(
                    "auth-recovery-code-prompt",
                    String(kcContext.recoveryAuthnCodesInputBean.codeNumber)
                ),
                errorId: "input-error-recovery-code"
            }}
            submit={{ name: "login", value: "Sign In" }}
        >
            <Input
                name="recoveryCodeInput"
                autoComplete="off"
                autoCapitalize="characters"
                // Preact writes `spellCheck={false}` as no attribute at all.
                spellCheck="false"
                dir="ltr"
                autoFocus
                className="font-mono"
            />
        </OneCodePage>
    );
}
