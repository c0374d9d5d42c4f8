import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SafeHtml } from "../components/SafeHtml";
import { SubmitButton } from "../components/SubmitButton";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "../useSubmitOnce";

/**
 * Recovery-code sign-in page (`login-recovery-authn-code-input.ftl`): one field labelled "Recovery
 * code #N", posting what Keycloak's page posts. Its error sits under the field (WCAG 3.3.1) and
 * replaces the page alert, as in Keycloak's template.
 */
export default function LoginRecoveryAuthnCodeInput(
    props: PageProps<Extract<KcContext, { pageId: "login-recovery-authn-code-input.ftl" }>, I18n>
) {
    const { kcContext, i18n, Template } = props;
    const { url, messagesPerField, recoveryAuthnCodesInputBean } = kcContext;
    const { msg } = i18n;
    const { isSubmitting, onSubmit } = useSubmitOnce();

    const error = messagesPerField.existsError("recoveryCodeInput")
        ? messagesPerField.get("recoveryCodeInput")
        : "";

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={error === ""}
            headerNode={msg("auth-recovery-code-header")}
        >
            <form
                id="kc-recovery-code-login-form"
                method="post"
                action={url.loginAction}
                onSubmit={onSubmit}
                className="flex flex-col gap-4"
            >
                <Field
                    id="recoveryCodeInput"
                    label={msg(
                        "auth-recovery-code-prompt",
                        String(recoveryAuthnCodesInputBean.codeNumber)
                    )}
                    error={error && <SafeHtml as="span" html={error} />}
                    errorId="input-error-recovery-code"
                >
                    <Input
                        name="recoveryCodeInput"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        dir="ltr"
                        autoFocus
                        className="font-mono"
                    />
                </Field>
                <SubmitButton
                    id="kc-login"
                    name="login"
                    value="Sign In"
                    isSubmitting={isSubmitting}
                    className="w-full"
                >
                    {msg("doLogIn")}
                </SubmitButton>
            </form>
        </Template>
    );
}
