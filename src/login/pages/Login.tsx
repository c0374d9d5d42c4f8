import type { PageProps } from "keycloakify/login/pages/PageProps";
import { ForgotPasswordLink } from "../components/ForgotPasswordLink";
import { PageForm } from "../components/PageForm";
import { PasskeyButton, WEBAUTHN_BUTTON_ID } from "../components/PasskeyButton";
import { PasswordField } from "../components/PasswordField";
import { RegistrationPrompt } from "../components/RegistrationPrompt";
import { RememberMe } from "../components/RememberMe";
import { SignInButton } from "../components/SignInButton";
import { SignInOptions } from "../components/SignInOptions";
import { SocialProviders } from "../components/SocialProviders";
import { UsernameField } from "../components/UsernameField";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSignInPasskeys } from "../../../keycloakify-seam/browser/webauthn/useSignInPasskeys";
import { useSubmitOnce } from "../useSubmitOnce";

type LoginContext = Extract<KcContext, { pageId: "login.ftl" }>;

/**
 * Sign-in page (`login.ftl`, docs/product.md §1), posting what Keycloak's posts. A credentials error
 * shows once, tied to both fields (WCAG 3.3.1), instead of the page alert. Inputs are uncontrolled,
 * so typed values survive "back".
 */
export default function Login(props: PageProps<LoginContext, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { social, realm, url, registrationDisabled, messagesPerField } = kcContext;
    const { msgStr } = i18n;

    useSignInPasskeys({ webAuthnButtonId: WEBAUTHN_BUTTON_ID, kcContext, i18n });

    const hasError = messagesPerField.existsError("username", "password");
    const providers = realm.password ? (social?.providers ?? []) : [];

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            displayMessage={!hasError}
            headerNode={msgStr("loginAccountTitle")}
            displayInfo={realm.password && realm.registrationAllowed && !registrationDisabled}
            infoNode={
                <RegistrationPrompt
                    prompt={msgStr("noAccount")}
                    href={url.registrationUrl}
                    label={msgStr("doRegister")}
                />
            }
            socialProvidersNode={
                <SocialProviders
                    heading={msgStr("identity-provider-login-label")}
                    providers={providers}
                />
            }
        >
            {realm.password && <LoginForm kcContext={kcContext} i18n={i18n} />}
            {kcContext.enableWebAuthnConditionalUI && <PasskeyForms kcContext={kcContext} i18n={i18n} />}
        </Template>
    );
}

type PartProps = { kcContext: LoginContext; i18n: I18n };

function LoginForm({ kcContext, i18n }: PartProps) {
    const { realm, url, usernameHidden, login, auth, messagesPerField, enableWebAuthnConditionalUI } =
        kcContext;
    const { msgStr } = i18n;
    const { isSubmitting, onSubmit } = useSubmitOnce();

    const hasError = messagesPerField.existsError("username", "password");
    const error = hasError ? messagesPerField.getFirstError("username", "password") : "";

    return (
        <PageForm id="kc-form-login" action={url.loginAction} onSubmit={onSubmit}>
            {!usernameHidden && (
                <UsernameField
                    label={usernameLabel(kcContext, i18n)}
                    defaultValue={login.username ?? ""}
                    autoComplete={enableWebAuthnConditionalUI ? "username webauthn" : "username"}
                    invalid={hasError}
                />
            )}
            <PasswordField
                label={msgStr("password")}
                error={error}
                autoFocus={!!usernameHidden}
                toggleLabel={msgStr("showPassword")}
            />
            {((realm.rememberMe && !usernameHidden) || realm.resetPasswordAllowed) && (
                <SignInOptions>
                    {realm.rememberMe && !usernameHidden && (
                        <RememberMe
                            defaultChecked={login.rememberMe === "on"}
                            label={msgStr("rememberMe")}
                        />
                    )}
                    {realm.resetPasswordAllowed && (
                        <ForgotPasswordLink
                            href={url.loginResetCredentialsUrl}
                            label={msgStr("doForgotPassword")}
                        />
                    )}
                </SignInOptions>
            )}
            <input
                type="hidden"
                id="id-hidden-input"
                name="credentialId"
                value={auth.selectedCredential ?? ""}
            />
            <SignInButton isSubmitting={isSubmitting}>{msgStr("doLogIn")}</SignInButton>
        </PageForm>
    );
}

/** What Keycloak's WebAuthn scripts fill and submit; the ids are the ones they look up. */
function PasskeyForms({ kcContext, i18n }: PartProps) {
    const { url, authenticators } = kcContext;
    return (
        <>
            <form id="webauth" action={url.loginAction} method="post" hidden>
                {[
                    "clientDataJSON",
                    "authenticatorData",
                    "signature",
                    "credentialId",
                    "userHandle",
                    "error"
                ].map(name => (
                    <input key={name} type="hidden" id={name} name={name} />
                ))}
            </form>
            {authenticators !== undefined && authenticators.authenticators.length !== 0 && (
                <form id="authn_select" hidden>
                    {authenticators.authenticators.map(authenticator => (
                        <input
                            key={authenticator.credentialId}
                            type="hidden"
                            name="authn_use_chk"
                            readOnly
                            value={authenticator.credentialId}
                        />
                    ))}
                </form>
            )}
            <PasskeyButton label={i18n.msgStr("passkey-doAuthenticate")} />
        </>
    );
}

/** Keycloak's rule: "Username", or "Email"/"Username or email" when e-mail sign-in is allowed. */
function usernameLabel({ realm }: LoginContext, { msgStr }: I18n) {
    if (!realm.loginWithEmailAllowed) return msgStr("username");
    return realm.registrationEmailAsUsername ? msgStr("email") : msgStr("usernameOrEmail");
}
