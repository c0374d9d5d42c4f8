import { importKeycloakScript } from "../keycloakScripts";
import { useButtonScript, type WebAuthnScriptParams } from "./useButtonScript";

/** The kcContext keys Keycloak's `webauthnAuthenticate.js` reads. */
export type AuthenticationContext = {
    url: { resourcesPath: string };
    isUserIdentified?: "true" | "false" | boolean;
    challenge?: string;
    userVerification?: string;
    rpId?: string;
    createTimeout?: number | string;
};

/** `authenticateByWebAuthn`'s input without `errmsg`, as Keycloakify 11.16's hooks build it. */
export function authenticationInput(kcContext: AuthenticationContext) {
    return {
        isUserIdentified: String(kcContext.isUserIdentified) === "true",
        challenge: kcContext.challenge,
        userVerification: kcContext.userVerification,
        rpId: kcContext.rpId,
        createTimeout: kcContext.createTimeout
    };
}

type Authenticate = { authenticateByWebAuthn: (input: object) => void };
type Conditional = {
    initAuthenticate: (input: object, available?: (isAvailable: boolean) => void) => void;
};

/** Passkey autofill (Keycloak's `passkeysConditionalAuth.js`), started once the button is bound. */
export type Autofill = { available?: (isAvailable: boolean) => void };

type AuthenticateButton = {
    buttonId: string | undefined;
    resourcesPath: string;
    input: object;
    enabled: boolean;
    i18n: WebAuthnScriptParams<object>["i18n"];
    /** Also start passkey autofill; `available` is told whether the browser offers it. */
    autofill?: Autofill;
};

/**
 * A click on the button runs Keycloak's `authenticateByWebAuthn` with `input`; with `autofill`,
 * passkey autofill starts with the same input once the click is bound (Keycloakify 11.16's order).
 * A script that fails to load is logged ({@link useButtonScript}).
 */
export function useAuthenticateButton({
    buttonId,
    resourcesPath,
    input,
    enabled,
    i18n,
    autofill
}: AuthenticateButton): void {
    const { msgStr } = i18n;
    useButtonScript<Authenticate>({
        buttonId,
        resourcesPath,
        file: "webauthnAuthenticate.js",
        enabled,
        onClick: ({ authenticateByWebAuthn }) =>
            authenticateByWebAuthn({ ...input, errmsg: msgStr("webauthn-unsupported-browser-text") }),
        afterBind:
            autofill &&
            (async isCancelled => {
                const { initAuthenticate } = await importKeycloakScript<Conditional>(
                    resourcesPath,
                    "passkeysConditionalAuth.js"
                );
                if (isCancelled()) return;
                const autofillInput = { ...input, errmsg: msgStr("passkey-unsupported-browser-text") };
                initAuthenticate(autofillInput, autofill.available);
            })
    });
}
