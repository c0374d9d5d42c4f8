import { useEffect } from "react";
import { waitForElementMountedOnDom } from "keycloakify/tools/waitForElementMountedOnDom";
import { importKeycloakScript } from "../keycloakScripts";

/** Keycloakify 11.16's `useScript` parameters, as its WebAuthn pages pass them. */
export type WebAuthnScriptParams<Context> = {
    /** Sign-in pages' passkey button. */
    webAuthnButtonId?: string;
    /** WebAuthn and passkey pages' button. */
    authButtonId?: string;
    kcContext: Context & { url: { resourcesPath: string } };
    i18n: { msgStr: (key: WebAuthnMessageKey) => string; isFetchingTranslations: boolean };
};

type WebAuthnMessageKey =
    | "webauthn-unsupported-browser-text"
    | "passkey-unsupported-browser-text"
    | "webauthn-registration-init-label"
    | "webauthn-registration-init-label-prompt";

/** What the button's script is bound with; `afterBind` runs once the click is bound. */
type ButtonScript<Exports> = {
    buttonId: string | undefined;
    resourcesPath: string;
    /** The module in `${resourcesPath}/js/`. */
    file: string;
    enabled: boolean;
    onClick: (exports: Exports) => void;
    afterBind?: (isCancelled: () => boolean) => Promise<void>;
};

/**
 * Keycloakify 11.16's WebAuthn `useScript`, importing `file` instead of an inline script (docs/security.md §3):
 * once `enabled` and mounted, runs `onClick` on the first click; a script that fails to load is logged.
 */
export function useButtonScript<Exports>({
    buttonId,
    resourcesPath,
    file,
    enabled,
    onClick,
    afterBind
}: ButtonScript<Exports>): void {
    useEffect(() => {
        if (!enabled || buttonId === undefined) return;
        let cancelled = false;
        let unbind = () => {};
        const wire = async () => {
            await waitForElementMountedOnDom({ elementId: buttonId });
            const button = document.getElementById(buttonId);
            if (cancelled || button === null) return;
            const exports = await importKeycloakScript<Exports>(resourcesPath, file);
            if (cancelled) return;
            const click = () => onClick(exports);
            button.addEventListener("click", click, { once: true });
            unbind = () => button.removeEventListener("click", click);
            await afterBind?.(() => cancelled);
        };
        wire().catch(error => console.error("Keycloak's WebAuthn script could not be loaded", error));
        return () => {
            cancelled = true;
            unbind();
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [enabled]);
}
