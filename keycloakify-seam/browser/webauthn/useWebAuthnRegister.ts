import { useButtonScript, type WebAuthnScriptParams } from "./useButtonScript";

type RegisterContext = {
    url: { resourcesPath: string };
    challenge?: string;
    userid?: string;
    username?: string;
    signatureAlgorithms?: string[];
    rpEntityName?: string;
    rpId?: string;
    attestationConveyancePreference?: string;
    authenticatorAttachment?: string;
    requireResidentKey?: string;
    residentKey?: string;
    userVerificationRequirement?: string;
    createTimeout?: number | string;
    excludeCredentialIds?: string;
};

type Register = { registerByWebAuthn: (input: object) => void };

/**
 * `webauthn-register.ftl`'s button: a click runs Keycloak's `registerByWebAuthn` with the page's
 * options, as Keycloakify 11.16's `WebauthnRegister.useScript` does.
 */
export function useWebAuthnRegister({
    authButtonId,
    kcContext,
    i18n
}: WebAuthnScriptParams<RegisterContext>): void {
    const { msgStr } = i18n;
    useButtonScript<Register>({
        buttonId: authButtonId,
        resourcesPath: kcContext.url.resourcesPath,
        file: "webauthnRegister.js",
        enabled: !i18n.isFetchingTranslations,
        onClick: ({ registerByWebAuthn }) =>
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
    });
}

/** Under the name of the Keycloakify hook it stands in for. */
export const useScript = useWebAuthnRegister;
