import type { ReactElement, ReactNode } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Field } from "@/components/ui/field";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "../useSubmitOnce";
import { SafeHtml } from "./SafeHtml";
import { PageForm } from "./PageForm";
import { SignInButton } from "./SignInButton";

/** Props of {@link OneCodePage}. */
export type OneCodePageProps = PageProps<KcContext, I18n> & {
    headerNode: ReactNode;
    formId: string;
    /** The field Keycloak's `messagesPerField` reports the code's error under. */
    errorField: string;
    field: { id: string; label: ReactNode; description?: ReactNode; errorId: string };
    /** Above the field, e.g. the authenticator choice. */
    before?: ReactNode;
    /** `name` and `value` Keycloak's own sign-in button posts, if any. */
    submit?: { name: string; value: string };
    children: ReactElement;
};

/**
 * A page asking for one code (`login-otp.ftl`, `login-recovery-authn-code-input.ftl`): posts once
 * to `url.loginAction`; the code's error replaces the page alert, as in Keycloak's (WCAG 3.3.1).
 */
export function OneCodePage(props: OneCodePageProps) {
    const { kcContext, i18n, Template, headerNode, formId, errorField, field, before, submit } = props;
    const { url, messagesPerField } = kcContext;
    const { isSubmitting, onSubmit } = useSubmitOnce();

    const error = messagesPerField.existsError(errorField) ? messagesPerField.get(errorField) : "";

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={error === ""}
            headerNode={headerNode}
        >
            <PageForm id={formId} action={url.loginAction} onSubmit={onSubmit}>
                {before}
                <Field
                    id={field.id}
                    label={field.label}
                    description={field.description}
                    error={error && <SafeHtml as="span" html={error} />}
                    errorId={field.errorId}
                >
                    {props.children}
                </Field>
                <SignInButton name={submit?.name} value={submit?.value} isSubmitting={isSubmitting}>
                    {i18n.msg("doLogIn")}
                </SignInButton>
            </PageForm>
        </Template>
    );
}
