import { type WebAuthnScriptParams } from "./useButtonScript";
import {
    authenticationInput,
    useAuthenticateButton,
    type AuthenticationContext,
    type Autofill
} from "./useAuthenticateButton";

/**
 * The security key or passkey button of `webauthn-authenticate.ftl`: a click runs Keycloak's
 * `authenticateByWebAuthn`, as Keycloakify 11.16's `WebauthnAuthenticate.useScript` does;
 * `autofill` also starts passkey autofill.
 */
export function usePasskeyButton(
    { authButtonId, kcContext, i18n }: WebAuthnScriptParams<AuthenticationContext>,
    autofill?: Autofill
): void {
    useAuthenticateButton({
        buttonId: authButtonId,
        resourcesPath: kcContext.url.resourcesPath,
        input: authenticationInput(kcContext),
        enabled: !i18n.isFetchingTranslations,
        i18n,
        autofill
    });
}

/** Under the name of the Keycloakify hook it stands in for. */
export const useScript = usePasskeyButton;
