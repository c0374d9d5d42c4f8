import { render, waitFor } from "@testing-library/react";
import { importKeycloakScript } from "../keycloakScripts";
import { usePasskeyButton } from "./usePasskeyButton";
import { usePasskeyChoice } from "./usePasskeyChoice";
import { useSignInPasskeys } from "./useSignInPasskeys";
import { useWebAuthnRegister } from "./useWebAuthnRegister";

vi.mock("../keycloakScripts", () => ({ importKeycloakScript: vi.fn() }));

const scripts = {
    authenticateByWebAuthn: vi.fn(),
    initAuthenticate: vi.fn(),
    registerByWebAuthn: vi.fn()
};

const i18n = { msgStr: (key: string) => `msg:${key}`, isFetchingTranslations: false };
const url = { resourcesPath: "/res" };
const webAuthn = {
    challenge: "c",
    userVerification: "preferred",
    rpId: "sso.example",
    createTimeout: 0
};

/** Renders `useHook` beside a button with `id`; returns the button. */
function renderWithButton(useHook: () => void, id: string): HTMLElement {
    function Page() {
        useHook();
        return <button id={id}>Go</button>;
    }
    render(<Page />);
    return document.getElementById(id)!;
}

const imported = () => vi.mocked(importKeycloakScript).mock.calls.map(([, file]) => file);

beforeEach(() => {
    vi.mocked(importKeycloakScript).mockReset().mockResolvedValue(scripts);
    Object.values(scripts).forEach(script => script.mockReset());
});

describe("the passkey hooks (Keycloakify 11.16's WebAuthn useScript modules, from files)", () => {
    it("sign-in: binds the passkey button and starts autofill with mediation", async () => {
        const kcContext = {
            url,
            ...webAuthn,
            isUserIdentified: "false" as const,
            enableWebAuthnConditionalUI: true,
            mediation: "conditional",
            authenticatorAttachment: "platform"
        };
        const button = renderWithButton(
            () => useSignInPasskeys({ webAuthnButtonId: "pk", kcContext, i18n }),
            "pk"
        );
        await waitFor(() => expect(scripts.initAuthenticate).toHaveBeenCalled());
        const input = {
            ...webAuthn,
            isUserIdentified: false,
            mediation: "conditional",
            authenticatorAttachment: "platform"
        };
        expect(scripts.initAuthenticate).toHaveBeenCalledWith(
            { ...input, errmsg: "msg:passkey-unsupported-browser-text" },
            undefined
        );
        button.click();
        button.click();
        expect(scripts.authenticateByWebAuthn).toHaveBeenCalledTimes(1);
        expect(scripts.authenticateByWebAuthn).toHaveBeenCalledWith({
            ...input,
            errmsg: "msg:webauthn-unsupported-browser-text"
        });
    });

    it("sign-in: loads nothing without conditional UI", async () => {
        const kcContext = { url, ...webAuthn, enableWebAuthnConditionalUI: false };
        renderWithButton(() => useSignInPasskeys({ webAuthnButtonId: "pk", kcContext, i18n }), "pk");
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(importKeycloakScript).not.toHaveBeenCalled();
    });

    it("security key page: binds the button and starts no autofill", async () => {
        const kcContext = { url, ...webAuthn, isUserIdentified: true };
        const button = renderWithButton(
            () => usePasskeyButton({ authButtonId: "auth", kcContext, i18n }),
            "auth"
        );
        await waitFor(() => expect(imported()).toEqual(["webauthnAuthenticate.js"]));
        button.click();
        expect(scripts.authenticateByWebAuthn).toHaveBeenCalledWith({
            ...webAuthn,
            isUserIdentified: true,
            errmsg: "msg:webauthn-unsupported-browser-text"
        });
        expect(scripts.initAuthenticate).not.toHaveBeenCalled();
    });

    it("passkey-only page: autofill decides between the form and the button", async () => {
        document.body.insertAdjacentHTML(
            "beforeend",
            '<form id="kc-form-login" style="display:none"></form><div id="kc-form-passkey-button" style="display:none"></div>'
        );
        const kcContext = { url, ...webAuthn };
        renderWithButton(() => usePasskeyChoice({ authButtonId: "auth", kcContext, i18n }), "auth");
        await waitFor(() => expect(scripts.initAuthenticate).toHaveBeenCalled());
        const available = scripts.initAuthenticate.mock.calls[0]![1] as (ok: boolean) => void;
        available(false);
        expect(document.getElementById("kc-form-passkey-button")!.style.display).toBe("block");
        expect(document.getElementById("kc-form-login")!.style.display).toBe("none");
    });

    it("registration: a click registers with the page's options and texts", async () => {
        const kcContext = { url, challenge: "c", userid: "u", username: "ann", rpEntityName: "Portal" };
        const button = renderWithButton(
            () => useWebAuthnRegister({ authButtonId: "reg", kcContext, i18n }),
            "reg"
        );
        await waitFor(() => expect(imported()).toEqual(["webauthnRegister.js"]));
        button.click();
        expect(scripts.registerByWebAuthn).toHaveBeenCalledWith(
            expect.objectContaining({
                challenge: "c",
                userid: "u",
                username: "ann",
                rpEntityName: "Portal",
                initLabel: "msg:webauthn-registration-init-label",
                initLabelPrompt: "msg:webauthn-registration-init-label-prompt",
                errmsg: "msg:webauthn-unsupported-browser-text"
            })
        );
    });
});
