import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SafeHtml } from "../components/SafeHtml";
import { SubmitButton } from "../components/SubmitButton";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "./useSubmitOnce";

/**
 * Recovery-code sign-in page (`login-recovery-authn-code-input.ftl`): one field labelled with the
 * code Keycloak asks for ("Recovery code #N", `recoveryAuthnCodesInputBean.codeNumber`) and Sign
 * In. Posts what Keycloak's page posts to `url.loginAction`: `recoveryCodeInput` (and `login` from
 * the button). Keycloak's `recoveryCodeInput` error ("Invalid recovery authentication code") sits
 * under the field, which points at it (WCAG 3.3.1), and replaces the page alert, as
 * `displayMessage` does in Keycloak's template. The form posts once (`useSubmitOnce`).
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
