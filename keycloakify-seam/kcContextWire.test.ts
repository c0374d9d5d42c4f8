// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
    DARK_MODE_ATTRIBUTE,
    dataBlockBody,
    dataBlockElement,
    dataBlockText,
    KC_CONTEXT_ELEMENT_ID,
    parseDataBlock
} from "./kcContextWire";

describe("the kcContext wire format", () => {
    it("reads back what it writes, trailing commas and a closing tag in a value included", () => {
        const body = dataBlockBody('{"pageId": "login.ftl", "list": [1, 2,],}', '{"themeName": "x",}');
        const html = `<head>${dataBlockElement(body, { darkMode: "false" })}<title>t</title></head>`;
        expect(parseDataBlock(dataBlockText(html))).toEqual({
            kcContext: { pageId: "login.ftl", list: [1, 2] },
            keycloakify: { themeName: "x" }
        });
        expect(html).toContain(`id="${KC_CONTEXT_ELEMENT_ID}" ${DARK_MODE_ATTRIBUTE}="false"`);
        const broken = dataBlockElement(dataBlockBody('{"a": "</SCRIPT><b>"}', "{}"));
        expect(() => parseDataBlock(dataBlockText(broken))).toThrow(SyntaxError);
    });

    it("says which block is missing", () => {
        expect(() => dataBlockText("<head></head>", "kc-context-walk")).toThrow(
            "no data block #kc-context-walk in the output"
        );
    });

    // src/boot/headScript.js is a classic script and cannot import this module.
    it("is what src/boot/headScript.js reads the realm's dark-mode switch from", () => {
        const script = readFileSync(new URL("../src/boot/headScript.js", import.meta.url), "utf8");
        expect(script).toContain(`getElementById("${KC_CONTEXT_ELEMENT_ID}")`);
        expect(script).toContain(`getAttribute("${DARK_MODE_ATTRIBUTE}")`);
    });
});
