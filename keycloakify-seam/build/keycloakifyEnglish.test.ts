// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { keysUsedBy, readKeycloakifyEnglish } from "./keycloakifyEnglish";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));

describe("keysUsedBy (docs/decisions.md §12)", () => {
    const messages = {
        doLogIn: "Sign In",
        "loginTotp.totp": "Time-based",
        "loginTotp.hotp": "Counter-based",
        doBack: "Back"
    };

    it("takes the keys named by string literals, and by a template literal's fixed start", () => {
        const sources = [
            "msgStr(\"doLogIn\"); advancedMsgStr('doBack')",
            "msg(`loginTotp.${policy.type}`)"
        ];
        expect(keysUsedBy(sources, messages)).toEqual([
            "doLogIn",
            "loginTotp.totp",
            "loginTotp.hotp",
            "doBack"
        ]);
    });

    it("leaves out keys the set does not have, keys in variables and other functions' strings", () => {
        const sources = ['msgStr("colorModeDark"); msgStr(labelKeys[option]); console.log("doBack")'];
        expect(keysUsedBy(sources, messages)).toEqual([]);
    });
});

describe("readKeycloakifyEnglish", () => {
    it("reads the installed set", async () => {
        const english = await readKeycloakifyEnglish(NODE_MODULES);
        expect(english.doLogIn).toBe("Sign In");
        expect(Object.keys(english).length).toBeGreaterThan(400);
    });
});
