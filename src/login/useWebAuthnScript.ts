import { useEffect } from "react";
import { waitForElementMountedOnDom } from "keycloakify/tools/waitForElementMountedOnDom";
import { importKeycloakScript } from "./keycloakScripts";

type WebAuthnMessageKey =
    | "webauthn-unsupported-browser-text"
    | "passkey-unsupported-browser-text"
    | "webauthn-registration-init-label"
    | "webauthn-registration-init-label-prompt";

/** What Keycloak's WebAuthn scripts need from the kcContext; the keys present depend on `pageId`. */
type WebAuthnKcContext = {
    pageId: string;
    url: { resourcesPath: string };
    enableWebAuthnConditionalUI?: boolean;
    isUserIdentified?: "true" | "false" | boolean;
    challenge?: string;
    userVerification?: string;
    rpId?: string;
    createTimeout?: number | string;
    mediation?: string;
    authenticatorAttachment?: string;
    userid?: string;
    username?: string;
    signatureAlgorithms?: string[];
    rpEntityName?: string;
    attestationConveyancePreference?: string;
    requireResidentKey?: string;
    residentKey?: string;
    userVerificationRequirement?: string;
    excludeCredentialIds?: string;
};

/** Keycloakify's `useScript` parameters, any page's. */
export type WebAuthnScriptParams = {
    /** Sign-in pages' passkey button. */
    webAuthnButtonId?: string;
    /** WebAuthn and passkey pages' button. */
    authButtonId?: string;
    kcContext: WebAuthnKcContext;
    i18n: { msgStr: (key: WebAuthnMessageKey) => string; isFetchingTranslations: boolean };
};

type Authenticate = { authenticateByWebAuthn: (input: object) => void };
type Conditional = {
    initAuthenticate: (input: object, available?: (isAvailable: boolean) => void) => void;
};
type Register = { registerByWebAuthn: (input: object) => void };

/** The sign-in pages whose passkey button works only with conditional UI (Keycloakify's rule). */
const SIGN_IN_PAGES = ["login.ftl", "login-username.ftl", "login-password.ftl"];

/** Shows the passkey-only page's form or button once the script knows if passkey autofill works. */
function showPasskeyChoice(available: boolean): void {
    const loginForm = document.getElementById("kc-form-login");
    const passkeyButton = document.getElementById("kc-form-passkey-button");
    if (!loginForm || !passkeyButton) return;
    if (available) loginForm.style.display = "block";
    else passkeyButton.style.display = "block";
}

/**
 * Wires Keycloak's WebAuthn scripts as Keycloakify 11.16's `useScript` hooks do, but by importing
 * the modules from `${url.resourcesPath}/js/` instead of inserting an inline module script, which
 * `script-src 'self'` blocks (docs/security.md §3); `config/viteBase.ts` aliases Keycloakify's hooks
 * here. Binds the button once translations and button are there (one ceremony per click); sign-in
 * pages need `enableWebAuthnConditionalUI`. A script that fails to load is logged.
 */
export function useWebAuthnScript({
    webAuthnButtonId,
    authButtonId,
    kcContext,
    i18n
}: WebAuthnScriptParams): void {
    const { msgStr, isFetchingTranslations } = i18n;
    useEffect(() => {
        const buttonId = webAuthnButtonId ?? authButtonId;
        const { pageId } = kcContext;
        const isSignIn = SIGN_IN_PAGES.includes(pageId);
        if (isFetchingTranslations || buttonId === undefined) return;
        if (isSignIn && kcContext.enableWebAuthnConditionalUI !== true) return;
        const { resourcesPath } = kcContext.url;
        const authentication = {
            isUserIdentified: String(kcContext.isUserIdentified) === "true",
            challenge: kcContext.challenge,
            userVerification: kcContext.userVerification,
            rpId: kcContext.rpId,
            createTimeout: kcContext.createTimeout
        };
        const conditional = isSignIn
            ? {
                  ...authentication,
                  mediation: kcContext.mediation,
                  authenticatorAttachment: kcContext.authenticatorAttachment
              }
            : authentication;
        let cancelled = false;
        let unbind = () => {};
        const bind = (button: HTMLElement, onClick: () => void) => {
            button.addEventListener("click", onClick, { once: true });
            unbind = () => button.removeEventListener("click", onClick);
        };
        const wire = async () => {
            await waitForElementMountedOnDom({ elementId: buttonId });
            const button = document.getElementById(buttonId);
            if (cancelled || button === null) return;
            if (pageId === "webauthn-register.ftl") {
                const { registerByWebAuthn } = await importKeycloakScript<Register>(
                    resourcesPath,
                    "webauthnRegister.js"
                );
                if (cancelled) return;
                bind(button, () =>
                    registerByWebAuthn({
                        challenge: kcContext.challenge,
                        userid: kcContext.userid,
                        username: kcContext.username,
                        signatureAlgorithms: kcContext.signatureAlgorithms,
                        rpEntityName: kcContext.rpEntityName,
                        rpId: kcContext.rpId,
                        attestationConveyancePreference: kcContext.attestationConveyancePreference,
                        authenticatorAttachment: kcContext.authenticatorAttachment,
                        requireResidentKey: kcContext.requireResidentKey,
                        residentKey: kcContext.residentKey,
                        userVerificationRequirement: kcContext.userVerificationRequirement,
                        createTimeout: kcContext.createTimeout,
                        excludeCredentialIds: kcContext.excludeCredentialIds,
                        initLabel: msgStr("webauthn-registration-init-label"),
                        initLabelPrompt: msgStr("webauthn-registration-init-label-prompt"),
                        errmsg: msgStr("webauthn-unsupported-browser-text")
                    })
                );
                return;
            }
            const { authenticateByWebAuthn } = await importKeycloakScript<Authenticate>(
                resourcesPath,
                "webauthnAuthenticate.js"
            );
            if (cancelled) return;
            bind(button, () =>
                authenticateByWebAuthn({
                    ...conditional,
                    errmsg: msgStr("webauthn-unsupported-browser-text")
                })
            );
            if (pageId === "webauthn-authenticate.ftl") return;
            const { initAuthenticate } = await importKeycloakScript<Conditional>(
                resourcesPath,
                "passkeysConditionalAuth.js"
            );
            if (cancelled) return;
            const input = { ...conditional, errmsg: msgStr("passkey-unsupported-browser-text") };
            if (isSignIn) initAuthenticate(input);
            else initAuthenticate(input, showPasskeyChoice);
        };
        wire().catch(error => console.error("Keycloak's WebAuthn script could not be loaded", error));
        return () => {
            cancelled = true;
            unbind();
        };
        // Once per page, as Keycloakify's hooks: the kcContext and the ids do not change.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [isFetchingTranslations]);
}

/** Under the name of the Keycloakify hooks it stands in for. */
export const useScript = useWebAuthnScript;
