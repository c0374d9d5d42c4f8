import { describe, expect, it } from "vitest";
import { normalizeCapture, type Placeholders } from "./normalizeCapture";

const placeholders: Placeholders = {
    ports: [
        { actual: 8780, placeholder: 8080 },
        { actual: 5318, placeholder: 4318 }
    ],
    totp: { totpSecret: "sample", totpSecretEncoded: "SAMP LE", totpSecretQrCode: "iVBOR" }
};

const action =
    "http://localhost:8780/realms/utility-portal/login-actions/authenticate?session_code=uOaq-27m\\u0026execution=6f1c2b4e-8d1a-4c7e-9a51-0d7f2e3c4b5a\\u0026client_id=customer-portal\\u0026tab_id=CLU9xEa4a90";

// The shape Keycloak's FreeMarker writes: a trailing comma after every entry.
const block = `{"kcContext": {"pageId": "login-config-totp",
"url": {"loginAction": "${action}", "resourcesPath": "\\/resources/6luse/login/utility-portal",},
"totp": {"totpSecret": "gSx01bvr0JUbTIJocUeP", "totpSecretEncoded": "M5JX QMBR", "totpSecretQrCode": "AAAA", "username": "totp-setup-mwudpfsc-12",},
"authenticationSession": {"tabId": "CLU9xEa4a90", "authSessionId": "WhYr",},
"recoveryAuthnCodesConfigBean": {"generatedRecoveryAuthnCodesList": ["8GF2-QH7C-0KJZ", "9AB3-CD4E-5FGH"], "generatedAt": 1790000000000,},
"properties": {"PORTAL_BASE_URL_QA": "http://127.0.0.1:5318",},
"logout": {"clients": [{"frontChannelLogoutUrl": "http://localhost:5318/in?frontchannel=1\\u0026sid=jnWSsj4f\\u0026iss=x",},],},
"client": {"attributes": {"client.secret.creation.time": "1795506963",},},
"totpApps": {"supportedApplications": ["totpAppGoogleName", "totpAppFreeOTPName",],},
"traceId": "944b182d19a8b7599c5e885481099973",
}, "keycloakify": {"pageId": "login-config-totp.ftl", "messages": {"b": "B", "a": "A",},}}`;

describe("normalizeCapture", () => {
    const normal = JSON.parse(normalizeCapture(block, placeholders)) as {
        kcContext: Record<string, Record<string, unknown>>;
        keycloakify: { messages: Record<string, string> };
    };
    const { kcContext } = normal;

    it("replaces session parameters and ids, keeping the address's path and stable parameters", () => {
        expect(kcContext.url!.loginAction).toBe(
            "http://localhost:8080/realms/utility-portal/login-actions/authenticate?session_code=SESSION_CODE&execution=00000000-0000-4000-8000-000000000001&client_id=customer-portal&tab_id=TAB_ID"
        );
        expect(kcContext.authenticationSession).toEqual({
            tabId: "TAB_ID",
            authSessionId: "AUTH_SESSION_ID"
        });
        expect(kcContext.url!.resourcesPath).toBe("/resources/00000/login/utility-portal");
        expect(kcContext.properties!.PORTAL_BASE_URL_QA).toBe("http://127.0.0.1:4318");
    });

    it("puts the sample TOTP secret, numbered recovery codes and fixed dates in place of secrets", () => {
        expect(kcContext.totp).toEqual({
            totpSecret: "sample",
            totpSecretEncoded: "SAMP LE",
            totpSecretQrCode: "iVBOR",
            username: "totp-setup"
        });
        expect(kcContext.recoveryAuthnCodesConfigBean).toEqual({
            generatedRecoveryAuthnCodesList: ["0000-0000-0001", "0000-0000-0002"],
            generatedAt: 1764547200000
        });
        expect(kcContext.traceId).toBe("00000000000000000000000000000000");
    });

    it("makes what changes between starts of Keycloak stable: logout sids, secret dates, app order", () => {
        expect(kcContext.logout).toEqual({
            clients: [{ frontChannelLogoutUrl: "http://localhost:4318/in?frontchannel=1&sid=SID&iss=x" }]
        });
        expect(kcContext.client).toEqual({
            attributes: { "client.secret.creation.time": "1764547200" }
        });
        expect(kcContext.totpApps).toEqual({
            supportedApplications: ["totpAppFreeOTPName", "totpAppGoogleName"]
        });
        expect(Object.keys(normal.keycloakify.messages)).toEqual(["a", "b"]);
    });

    it("leaves a normalized capture as it is", () => {
        const once = normalizeCapture(block, placeholders);
        expect(normalizeCapture(once, placeholders)).toBe(once);
    });

    it("refuses a text that is not a data block", () => {
        expect(() => normalizeCapture("<html>", placeholders)).toThrow(SyntaxError);
    });
});
