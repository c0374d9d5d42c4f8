import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { PasswordInput } from "../components/PasswordInput";
import { SafeHtml } from "../components/SafeHtml";
import { SocialProviders } from "../components/SocialProviders";
import { SubmitButton } from "../components/SubmitButton";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSignInPasskeys } from "../../../keycloakify-seam/browser/webauthn/useSignInPasskeys";
import { useSubmitOnce } from "../useSubmitOnce";

type LoginContext = Extract<KcContext, { pageId: "login.ftl" }>;

/** Keycloak's WebAuthn script (`useSignInPasskeys`) binds to it. */
const webAuthnButtonId = "authenticateWebAuthnButton";
/** Both fields point at it. */
const errorId = "input-error";

/**
 * Sign-in page (`login.ftl`, docs/product.md §1), posting what Keycloak's posts. A credentials error
 * shows once, tied to both fields (WCAG 3.3.1), instead of the page alert. Inputs are uncontrolled,
 * so typed values survive "back".
 */
export default function Login(props: PageProps<LoginContext, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { social, realm, url, registrationDisabled, messagesPerField } = kcContext;
    const { msgStr } = i18n;

    useSignInPasskeys({ webAuthnButtonId, kcContext, i18n });

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
                <p id="kc-registration">
                    {msgStr("noAccount")}{" "}
                    <a href={url.registrationUrl} className={linkVariants()}>
                        {msgStr("doRegister")}
                    </a>
                </p>
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
    const describedBy = hasError ? errorId : undefined;

    return (
        <form
            id="kc-form-login"
            method="post"
            action={url.loginAction}
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
        >
            {!usernameHidden && (
                <Field
                    id="username"
                    label={usernameLabel(kcContext, i18n)}
                    invalid={hasError}
                    describedBy={describedBy}
                >
                    <Input
                        name="username"
                        defaultValue={login.username ?? ""}
                        autoFocus
                        autoComplete={enableWebAuthnConditionalUI ? "username webauthn" : "username"}
                        autoCapitalize="none"
                        spellCheck={false}
                    />
                </Field>
            )}
            <Field
                id="password"
                label={msgStr("password")}
                error={error && <SafeHtml as="span" html={error} />}
                errorId={errorId}
            >
                <PasswordInput
                    id="password"
                    name="password"
                    autoFocus={usernameHidden}
                    autoComplete="current-password"
                    toggleLabel={msgStr("showPassword")}
                />
            </Field>
            {((realm.rememberMe && !usernameHidden) || realm.resetPasswordAllowed) && (
                <div className="flex flex-wrap items-center justify-between gap-3">
                    {realm.rememberMe && !usernameHidden && (
                        <Checkbox
                            id="rememberMe"
                            name="rememberMe"
                            defaultChecked={login.rememberMe === "on"}
                        >
                            {msgStr("rememberMe")}
                        </Checkbox>
                    )}
                    {realm.resetPasswordAllowed && (
                        <a
                            href={url.loginResetCredentialsUrl}
                            className={cn(linkVariants(), "ms-auto text-sm")}
                        >
                            {msgStr("doForgotPassword")}
                        </a>
                    )}
                </div>
            )}
            <input
                type="hidden"
                id="id-hidden-input"
                name="credentialId"
                value={auth.selectedCredential ?? ""}
            />
            <SubmitButton id="kc-login" isSubmitting={isSubmitting} className="w-full">
                {msgStr("doLogIn")}
            </SubmitButton>
        </form>
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
            <Button id={webAuthnButtonId} variant="secondary" className="w-full">
                {i18n.msgStr("passkey-doAuthenticate")}
            </Button>
        </>
    );
}

/** Keycloak's rule: "Username", or "Email"/"Username or email" when e-mail sign-in is allowed. */
function usernameLabel({ realm }: LoginContext, { msgStr }: I18n) {
    if (!realm.loginWithEmailAllowed) return msgStr("username");
    return realm.registrationEmailAsUsername ? msgStr("email") : msgStr("usernameOrEmail");
}
