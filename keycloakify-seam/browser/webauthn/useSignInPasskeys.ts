import { type WebAuthnScriptParams } from "./useButtonScript";
import {
    authenticationInput,
    useAuthenticateButton,
    type AuthenticationContext
} from "./useAuthenticateButton";

type SignInContext = AuthenticationContext & {
    enableWebAuthnConditionalUI?: boolean;
    mediation?: string;
    authenticatorAttachment?: string;
};

/**
 * Passkeys on the sign-in pages (`login.ftl`, `login-username.ftl`, `login-password.ftl`), only
 * with `enableWebAuthnConditionalUI`: the passkey button and passkey autofill on the username
 * field, as Keycloakify 11.16's `Login.useScript` does.
 */
export function useSignInPasskeys({
    webAuthnButtonId,
    kcContext,
    i18n
}: WebAuthnScriptParams<SignInContext>): void {
    useAuthenticateButton({
        buttonId: webAuthnButtonId,
        resourcesPath: kcContext.url.resourcesPath,
        input: {
            ...authenticationInput(kcContext),
            mediation: kcContext.mediation,
            authenticatorAttachment: kcContext.authenticatorAttachment
        },
        enabled: !i18n.isFetchingTranslations && kcContext.enableWebAuthnConditionalUI === true,
        i18n,
        autofill: {}
    });
}

/** Under the name of the Keycloakify hooks it stands in for. */
export const useScript = useSignInPasskeys;
