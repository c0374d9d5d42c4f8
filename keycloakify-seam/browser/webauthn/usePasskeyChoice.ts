import { type WebAuthnScriptParams } from "./useButtonScript";
import { type AuthenticationContext } from "./useAuthenticateButton";
import { usePasskeyButton } from "./usePasskeyButton";

/** Shows the page's form when passkey autofill works, else its passkey button. */
function showPasskeyChoice(available: boolean): void {
    const loginForm = document.getElementById("kc-form-login");
    const passkeyButton = document.getElementById("kc-form-passkey-button");
    if (!loginForm || !passkeyButton) return;
    if (available) loginForm.style.display = "block";
    else passkeyButton.style.display = "block";
}

/**
 * `login-passkeys-conditional-authenticate.ftl`: the passkey button, then passkey autofill, which
 * shows the form or the button as the browser allows; as Keycloakify 11.16's
 * `LoginPasskeysConditionalAuthenticate.useScript` does.
 */
export function usePasskeyChoice(params: WebAuthnScriptParams<AuthenticationContext>): void {
    usePasskeyButton(params, { available: showPasskeyChoice });
}

/** Under the name of the Keycloakify hook it stands in for. */
export const useScript = usePasskeyChoice;
