// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import {
    checkOverrides,
    keycloakifyAliases,
    keycloakifyOverridesCanary,
    moduleOverrides,
    textMatches
} from "./keycloakifyOverrides";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));

let copy: string | undefined;

/** A copy of the files the overrides look at, in a temporary `node_modules`. */
function copyOfNodeModules(): string {
    copy = mkdtempSync(join(tmpdir(), "keycloakify-seam-"));
    const files = [
        ...moduleOverrides.flatMap(entry => [entry.replaces, entry.importer]),
        ...textMatches.map(match => match.file)
    ];
    for (const file of new Set(files)) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        cpSync(join(NODE_MODULES, file), join(copy, file));
    }
    return copy;
}

function edit(root: string, file: string, change: (text: string) => string): void {
    writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
}

afterEach(() => {
    if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
});

describe("checkOverrides (keycloakify-seam/README.md)", () => {
    it("finds everything each override matches in the installed Keycloakify", () => {
        expect(checkOverrides(NODE_MODULES)).toEqual([]);
    });

    it("names the override and the file in one line when a useScript module is renamed", () => {
        const root = copyOfNodeModules();
        const page = "keycloakify/login/pages/WebauthnAuthenticate.js";
        edit(root, page, text => text.replace("WebauthnAuthenticate.useScript", "useWebAuthn"));
        rmSync(join(root, "keycloakify/login/pages/WebauthnAuthenticate.useScript.js"));
        expect(checkOverrides(root)).toEqual([
            "keycloakify-seam/browser/webauthn/usePasskeyButton.ts no longer fits keycloakify/login/pages/WebauthnAuthenticate.useScript.js (file not found); see keycloakify-seam/README.md",
            expect.stringMatching(
                /^keycloakify-seam\/browser\/webauthn\/usePasskeyButton\.ts no longer fits keycloakify\/login\/pages\/WebauthnAuthenticate\.useScript\.js \(keycloakify\/login\/pages\/WebauthnAuthenticate\.js does not import it as .*\); see keycloakify-seam\/README\.md$/
            )
        ]);
    });

    it("names the plugin and the file when the text it cuts changed", () => {
        const root = copyOfNodeModules();
        const file = "keycloakify/login/i18n/withJsx/useI18n.js";
        edit(root, file, text =>
            text.replace("document.head.prepend(styleElement)", "document.head.append(styleElement)")
        );
        const failures = checkOverrides(root);
        expect(failures).toHaveLength(1);
        expect(failures[0]).toMatch(
            /^keycloakify-seam\/build\/keycloakifyI18nStylePlugin\.ts no longer fits keycloakify\/login\/i18n\/withJsx\/useI18n\.js \(text not found: [^\n]*\); see keycloakify-seam\/README\.md$/
        );
    });

    it("names the override when the vendored sanitizer moves", () => {
        const root = copyOfNodeModules();
        rmSync(join(root, "keycloakify/lib/kcSanitize/index.js"));
        expect(checkOverrides(root)).toEqual([
            "keycloakify-seam/browser/keycloakifyKcSanitize.ts no longer fits keycloakify/lib/kcSanitize/index.js (file not found); see keycloakify-seam/README.md"
        ]);
    });
});

/** Runs the canary's hooks as Rollup would around a build; returns what it failed with, if anything. */
function buildWithCanary(
    resolve: (aliases: ReturnType<typeof keycloakifyAliases>) => void
): string | undefined {
    const canary = keycloakifyOverridesCanary();
    const aliases = keycloakifyAliases();
    const context = {
        error: (message: string) => {
            throw new Error(message);
        }
    };
    const hook = (name: "buildStart" | "buildEnd") =>
        canary[name] as (this: unknown, arg?: unknown) => void;
    hook("buildStart").call(context);
    resolve(aliases);
    try {
        hook("buildEnd").call(context);
        return undefined;
    } catch (error) {
        return (error as Error).message;
    }
}

type Resolver = (id: string, importer: string) => string | null;

/** Resolves `alias` as Vite would for an import in the override's `importer`, or in `importer`. */
const resolveWith = (
    alias: ReturnType<typeof keycloakifyAliases>[number],
    index: number,
    importer = `/theme/node_modules/${moduleOverrides[index].importer}`
) => (alias.customResolver as Resolver)(alias.replacement, importer);

describe("keycloakifyOverridesCanary", () => {
    it("lets a build through when every alias resolved", () => {
        expect(
            buildWithCanary(aliases => aliases.forEach((alias, index) => resolveWith(alias, index)))
        ).toBeUndefined();
    });

    it("fails the build in one line naming the override and file of an alias that never resolved", () => {
        const failure = buildWithCanary(aliases =>
            aliases.forEach((alias, index) => {
                if (!String(alias.find).includes("LoginUsername")) resolveWith(alias, index);
            })
        );
        expect(failure).toBe(
            "keycloakify-seam/browser/webauthn/useSignInPasskeys.ts no longer fits keycloakify/login/pages/LoginUsername.useScript.js (alias never resolved); see keycloakify-seam/README.md"
        );
    });

    it("replaces Keycloakify's English messages for its i18n modules only, not for our own `./en`", () => {
        const aliases = keycloakifyAliases();
        const index = moduleOverrides.findIndex(entry => entry.importer.endsWith("/index.js"));
        expect(String(aliases[index].find)).toContain("en");
        expect(resolveWith(aliases[index], index)).toMatch(/keycloakifyEnglish\.ts$/);
        expect(resolveWith(aliases[index], index, "/theme/src/login/messages/en.test.ts")).toBeNull();
    });

    it("is a build-only plugin", () => {
        expect((keycloakifyOverridesCanary() as Plugin).apply).toBe("build");
    });
});
