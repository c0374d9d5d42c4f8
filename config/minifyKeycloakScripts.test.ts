// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { minifyKeycloakScripts } from "./minifyKeycloakScripts";

const MODULE_SCRIPT = `/* eslint-disable */
import { double } from "./helper.js";

// Keycloak's scripts are readable.
export function encodeForKeycloak(inputValue) {
    const doubledValue = double(inputValue);
    return \`value:\${doubledValue}\`;
}
`;
const HELPER = "export const double = value => value * 2;\n";
const CLASSIC_SCRIPT = `// A page calls this by name.
function toggleVisibility(element) {
    element.hidden = !element.hidden;
}
`;

/** Node's own loader, not the test runner's. */
function callInNode(modulePath: string, call: string): string {
    const name = call.slice(0, call.indexOf("("));
    const program = `import { ${name} } from ${JSON.stringify(pathToFileURL(modulePath).href)}; process.stdout.write(String(${call}));`;
    return execFileSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" });
}

describe("minifyKeycloakScripts", () => {
    let dir = "";
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    function theme(files: Record<string, string>): string {
        dir = mkdtempSync(join(tmpdir(), "keycloak-scripts-"));
        const js = join(dir, "login", "resources", "js");
        mkdirSync(js, { recursive: true });
        writeFileSync(join(js, "package.json"), '{ "type": "module" }');
        for (const [name, text] of Object.entries(files)) writeFileSync(join(js, name), text);
        return js;
    }

    it("shrinks a module script, which still imports and exports what it did", async () => {
        const js = theme({ "webauthnAuthenticate.js": MODULE_SCRIPT, "helper.js": HELPER });

        expect(await minifyKeycloakScripts(dir)).toEqual(
            expect.arrayContaining(["webauthnAuthenticate.js", "helper.js"])
        );

        const minified = readFileSync(join(js, "webauthnAuthenticate.js"), "utf8");
        expect(minified.length).toBeLessThan(MODULE_SCRIPT.length / 2);
        expect(minified).not.toContain("readable");
        expect(callInNode(join(js, "webauthnAuthenticate.js"), "encodeForKeycloak(21)")).toBe(
            "value:42"
        );
    });

    it("keeps a classic script's top-level function by name", async () => {
        const js = theme({ "passwordVisibility.js": CLASSIC_SCRIPT });

        await minifyKeycloakScripts(dir);

        const minified = readFileSync(join(js, "passwordVisibility.js"), "utf8");
        expect(minified).toMatch(/^function toggleVisibility\(/);
        expect(minified).not.toContain("A page calls this by name");
    });

    it("bundles rfc4648.js into the scripts that import it, and leaves their other imports", async () => {
        const js = theme({
            "rfc4648.js": "export const base64url = { stringify: text => `b64:${text}` };\n",
            "webauthnAuthenticate.js": `import { base64url } from "./rfc4648.js";
export const state = { calls: 0 };
export function doAuthenticate(text) { state.calls += 1; return base64url.stringify(text); }
`,
            "passkeysConditionalAuth.js": `import { doAuthenticate, state } from "./webauthnAuthenticate.js";
export function initAuthenticate(text) { return doAuthenticate(text) + "/" + state.calls; }
`
        });

        await minifyKeycloakScripts(dir);
        // The helper's file stays for other importers; the sign-in page no longer fetches it.
        rmSync(join(js, "rfc4648.js"));

        expect(readFileSync(join(js, "webauthnAuthenticate.js"), "utf8")).not.toContain("rfc4648");
        expect(callInNode(join(js, "webauthnAuthenticate.js"), 'doAuthenticate("x")')).toBe("b64:x");
        // A module with state is shared, not copied: still imported by its address.
        const conditional = readFileSync(join(js, "passkeysConditionalAuth.js"), "utf8");
        expect(conditional).toContain("./webauthnAuthenticate.js");
        expect(callInNode(join(js, "passkeysConditionalAuth.js"), 'initAuthenticate("y")')).toBe(
            "b64:y/1"
        );
    });

    it("does nothing for a theme without Keycloak's scripts", async () => {
        dir = mkdtempSync(join(tmpdir(), "keycloak-scripts-"));
        expect(await minifyKeycloakScripts(dir)).toEqual([]);
    });
});
