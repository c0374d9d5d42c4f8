import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeServerMessages, type AppTexts } from "./serverMessages";

const texts: AppTexts = {
    en: {
        restartLogin: "Restart login",
        otpDeviceLegend: "Authenticator device",
        otpCodeHint: "Enter the code your authenticator app shows now.",
        traceIdSupportMessage:
            "If you contact support, please provide the following trace identifier: {0}"
    },
    translations: {
        de: { restartLogin: "Anmeldung neu starten", otpDeviceLegend: "Authentifizierungsgerät" }
    }
};

describe("writeServerMessages", () => {
    let dir = "";
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** A theme folder holding one messages file per `files` entry; returns a reader for them. */
    function theme(files: Record<string, string>) {
        dir = mkdtempSync(join(tmpdir(), "server-messages-"));
        const messages = join(dir, "theme", "utility-portal", "login", "messages");
        mkdirSync(messages, { recursive: true });
        for (const [name, text] of Object.entries(files)) writeFileSync(join(messages, name), text);
        return (name: string) => readFileSync(join(messages, name), "utf8");
    }

    it("gives Keycloak every text of ours in the file's language, English where none is translated", () => {
        const read = theme({
            "messages_de.properties": "doLogIn=Anmelden\n",
            "messages_fa.properties": "doLogIn=ورود\n"
        });
        writeServerMessages(["utility-portal"], texts, dir);
        expect(read("messages_de.properties")).toContain("restartLogin=Anmeldung neu starten\n");
        expect(read("messages_de.properties")).toContain(
            "otpDeviceLegend=Authentifizierungsger\\u00e4t\n"
        );
        expect(read("messages_fa.properties")).toContain(
            "otpCodeHint=Enter the code your authenticator app shows now.\n"
        );
        expect(read("messages_de.properties")).toMatch(/^doLogIn=Anmelden$/m);
    });

    it("doubles every lone apostrophe, so Keycloak's MessageFormat prints it rather than quoting", () => {
        const read = theme({
            "messages_fr.properties": "registerTitle=S'enregistrer\n# l'en-tête\n",
            "messages_en.properties": "notMatchPasswordMessage=Passwords don''t match.\n"
        });
        writeServerMessages(
            ["utility-portal"],
            { ...texts, translations: { fr: { restartLogin: "Relancer l'identification" } } },
            dir
        );
        expect(read("messages_fr.properties")).toMatch(/^registerTitle=S''enregistrer$/m);
        expect(read("messages_fr.properties")).toMatch(/^restartLogin=Relancer l''identification$/m);
        expect(read("messages_fr.properties")).toMatch(/^# l'en-tête$/m);
        expect(read("messages_en.properties")).toMatch(
            /^notMatchPasswordMessage=Passwords don''t match\.$/m
        );
    });

    it("leaves termsText to Keycloak and writes the fallback's sentence", () => {
        const read = theme({ "messages_en.properties": "termsText=\ndoLogIn=Sign In\n" });
        writeServerMessages(["utility-portal"], texts, dir);
        expect(read("messages_en.properties")).not.toMatch(/^termsText=/m);
        expect(read("messages_en.properties")).toMatch(/^pageCannotStart=This page could not start\./m);
    });
});
