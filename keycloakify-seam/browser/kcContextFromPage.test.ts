import { describe, expect, it } from "vitest";
import { decodeWithTextarea, parseKcContextData } from "./kcContextFromPage";

const keycloakify = `"keycloakify": {"keycloakifyVersion": "11.16.0", "themeVersion": "1.0.0", "themeType": "login", "themeName": "utility-portal", "pageId": "login.ftl", "ftlTemplateFileName": "login.ftl", "resourcesPath": "/resources/x/login/utility-portal", "messages": {"greeting": "Caf&eacute; &amp; more",},}`;

const decode = (html: string) => html.replace("&eacute;", "é").replace("&amp;", "&");

function parse(kcContext: string) {
    return parseKcContextData(
        `{"kcContext": ${kcContext}, ${keycloakify}}`,
        decode
    ) as unknown as Record<string, never> & {
        messagesPerField: {
            get: (field: string) => string | undefined;
            existsError: (...fields: string[]) => boolean;
            getFirstError: (...fields: string[]) => string | undefined;
            printIfExists: (field: string, text: string) => string | undefined;
        };
    };
}

describe("parseKcContextData", () => {
    it("drops the serializer's trailing commas but keeps commas inside strings", () => {
        const kcContext = parse(`{"realm": {"displayName": "a,}b,]",}, "list": [1, 2,],}`);
        expect(kcContext.realm).toEqual({ displayName: "a,}b,]" });
        expect(kcContext.list).toEqual([1, 2]);
    });

    it("keeps escaped quotes and the escapes that keep a value inside its block", () => {
        const kcContext = parse(`{"realm": {"displayName": "\\"\\u003C/script\\u003E\\u2028\\\\",}}`);
        expect(kcContext.realm).toEqual({ displayName: '"</script>\u2028\\' });
    });

    it("adds Keycloakify's names, resources paths and decoded messages", () => {
        const kcContext = parse(`{"url": {"resourcesPath": "/r",},}`);
        expect(kcContext.pageId).toBe("login.ftl");
        expect(kcContext.themeName).toBe("utility-portal");
        expect(kcContext.url).toEqual({
            resourcesPath: "/r",
            resourcesCommonPath: "/r/resources-common"
        });
        expect(kcContext["x-keycloakify"]).toEqual({
            resourcesPath: "/resources/x/login/utility-portal",
            messages: { greeting: "Café & more" }
        });
    });

    it("rebuilds messagesPerField, with username and password sharing the summary on login.ftl", () => {
        const kcContext = parse(
            `{"message": {"summary": "Invalid username or password.",}, "messagesPerField": {"get": {"username": "x", "password": "", "email": "Caf&eacute;",}, "existsError": {"username": true, "password": false, "email": false,},},}`
        );
        const { messagesPerField } = kcContext;
        expect(messagesPerField.get("password")).toBe("Invalid username or password.");
        expect(messagesPerField.existsError("password")).toBe(true);
        expect(messagesPerField.get("email")).toBe("Café");
        expect(messagesPerField.get("no-such-field")).toBeUndefined();
        expect(messagesPerField.existsError("email", "no-such-field")).toBe(false);
        expect(messagesPerField.getFirstError("email", "username")).toBe(
            "Invalid username or password."
        );
        expect(messagesPerField.printIfExists("email", "shown")).toBe("shown");
    });

    it("turns getLogoutUrl and getAlgorithmKey back into functions and indexes profile attributes", () => {
        const kcContext = parse(
            `{"url": {"getLogoutUrl": "/logout",}, "totp": {"policy": {"getAlgorithmKey": "SHA1",},}, "profile": {"attributes": [{"name": "email",},],},}`
        ) as unknown as {
            url: { getLogoutUrl: () => string };
            totp: { policy: { getAlgorithmKey: () => string } };
            profile: Record<string, unknown>;
        };
        expect(kcContext.url.getLogoutUrl()).toBe("/logout");
        expect(kcContext.totp.policy.getAlgorithmKey()).toBe("SHA1");
        expect(kcContext.profile).toEqual({ attributesByName: { email: { name: "email" } } });
    });

    it("answers getAlgorithmKey from Keycloak 26's algorithmKey when FreeMarker could not call the getter", () => {
        const kcContext = parse(
            `{"totp": {"policy": {"algorithmKey": "SHA256", "getAlgorithmKey": "error",},},}`
        ) as unknown as { totp: { policy: { getAlgorithmKey: () => string } } };
        expect(kcContext.totp.policy.getAlgorithmKey()).toBe("SHA256");
    });

    it("corrects a current language tag that differs from a supported one in case or separator only", () => {
        const kcContext = parse(
            `{"locale": {"currentLanguageTag": "pt_br", "supported": [{"languageTag": "pt-BR",},],},}`
        );
        expect(kcContext.locale).toMatchObject({ currentLanguageTag: "pt-BR" });
    });

    it("throws on text that is not the serializer's JSON", () => {
        expect(() => parseKcContextData("const kcContext = {};", decode)).toThrow(SyntaxError);
    });
});

describe("decodeWithTextarea", () => {
    it("decodes character references as the HTML parser does, and keeps any other text as it is", () => {
        for (const text of [
            "Café & more",
            "a &amp; b",
            "x\r\ny",
            "<b>bold</b> 'quoted' \"text\"",
            "tab\tnul\0"
        ])
            expect(decodeWithTextarea(text)).toBe(parsedInTextarea(text));
        expect(decodeWithTextarea("Caf&eacute; &amp; more")).toBe("Café & more");
    });
});

function parsedInTextarea(html: string): string {
    const textarea = document.createElement("textarea");
    textarea.innerHTML = html;
    return textarea.value;
}
