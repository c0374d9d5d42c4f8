import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin } from "vite";
import {
    FTL_DEFINITIONS_START,
    KEYCLOAKIFY_CALL,
    KEYCLOAKIFY_SCRIPT_END
} from "./kcContextSerializer/fastKcContext";
import { KEYCLOAKIFY_ENGLISH } from "./keycloakifyEnglish";

/**
 * A Keycloakify module the build points at ours (README.md: why); `override` relative to
 * `keycloakify-seam/`, `replaces` and `importer` to `node_modules/`.
 */
export type ModuleOverride = {
    override: string;
    replaces: string;
    importer: string;
    /** The whole import specifier: Vite replaces only the matched part. */
    find: RegExp;
    /** Only `importer`'s import is replaced, for a `find` other modules' imports also match. */
    onlyFromImporter?: true;
};

/** Text of an installed file that an override of ours cuts, rewrites or follows. */
export type TextMatch = {
    override: string;
    file: string;
    text: RegExp | string;
};

const webAuthnPage = (page: string, override: string): ModuleOverride => ({
    override: `browser/webauthn/${override}`,
    replaces: `keycloakify/login/pages/${page}.useScript.js`,
    importer: `keycloakify/login/pages/${page}.js`,
    find: new RegExp(`^.*\\/login\\/pages\\/${page}\\.useScript(?:\\.js)?$`)
});

/** Every module override; `LoginRecoveryAuthnCodeConfig.useScript` has none: our page replaces its page. */
export const moduleOverrides: ModuleOverride[] = [
    {
        override: "browser/keycloakifyKcSanitize.ts",
        replaces: "keycloakify/lib/kcSanitize/index.js",
        importer: "keycloakify/login/Template.js",
        find: /^.*\/lib\/kcSanitize(?:\/index)?(?:\.js)?$/
    },
    ...[
        { importer: "noJsx/getI18n.js", find: /^\.\.\/messages_defaultSet\/en(?:\.js)?$/ },
        { importer: "messages_defaultSet/index.js", find: /^\.\/en(?:\.js)?$/ }
    ].map(({ importer, find }) => ({
        override: "browser/keycloakifyEnglish.ts",
        replaces: KEYCLOAKIFY_ENGLISH,
        importer: `keycloakify/login/i18n/${importer}`,
        find,
        onlyFromImporter: true as const
    })),
    webAuthnPage("Login", "useSignInPasskeys.ts"),
    webAuthnPage("LoginUsername", "useSignInPasskeys.ts"),
    webAuthnPage("LoginPassword", "useSignInPasskeys.ts"),
    webAuthnPage("LoginPasskeysConditionalAuthenticate", "usePasskeyChoice.ts"),
    webAuthnPage("WebauthnAuthenticate", "usePasskeyButton.ts"),
    webAuthnPage("WebauthnRegister", "useWebAuthnRegister.ts"),
    {
        override: "browser/styleSingleton.ts",
        replaces: "react-style-singleton/dist/es2015/index.js",
        importer: "react-remove-scroll/dist/es2015/SideEffect.js",
        find: /^react-style-singleton$/
    }
];

export const I18N_MODULE = "keycloakify/login/i18n/withJsx/useI18n.js";

/** The labeled block of {@link I18N_MODULE} that inserts a `<style>` element. */
export const ADD_STYLE = /\n\s*add_style: \{\n[\s\S]*?document\.head\.prepend\(styleElement\);\n\s*\}\n/;

const KC_CONTEXT_TEMPLATE =
    "keycloakify/src/bin/keycloakify/generateFtl/kcContextDeclarationTemplate.ftl";

export const textMatches: TextMatch[] = [
    { override: "build/keycloakifyI18nStylePlugin.ts", file: I18N_MODULE, text: ADD_STYLE },
    ...[KEYCLOAKIFY_CALL, KEYCLOAKIFY_SCRIPT_END, FTL_DEFINITIONS_START].map(text => ({
        override: "build/kcContextSerializer/fastKcContext.ts",
        file: KC_CONTEXT_TEMPLATE,
        text
    }))
];

/** The one line a build or test prints for an override whose Keycloakify file changed. */
export function overrideFailure(override: string, file: string, what: string): string {
    return `keycloakify-seam/${override} no longer fits ${file} (${what}); see keycloakify-seam/README.md`;
}

const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** @returns one {@link overrideFailure} line per replaced file, import or text `nodeModules` lacks. */
export function checkOverrides(
    nodeModules: string,
    modules: ModuleOverride[] = moduleOverrides,
    texts: TextMatch[] = textMatches
): string[] {
    const read = (file: string) => {
        const path = join(nodeModules, file);
        return existsSync(path) ? readFileSync(path, "utf8") : undefined;
    };
    const failures: string[] = [];
    for (const { override, replaces, importer, find } of modules) {
        if (read(replaces) === undefined)
            failures.push(overrideFailure(override, replaces, "file not found"));
        const specifiers = [...(read(importer) ?? "").matchAll(IMPORT_SPECIFIER)].map(m => m[1]);
        if (!specifiers.some(specifier => find.test(specifier)))
            failures.push(
                overrideFailure(override, replaces, `${importer} does not import it as ${find}`)
            );
    }
    for (const { override, file, text } of texts) {
        const content = read(file);
        if (content === undefined) failures.push(overrideFailure(override, file, "file not found"));
        else if (typeof text === "string" ? !content.includes(text) : !text.test(content))
            failures.push(
                overrideFailure(override, file, `text not found: ${String(text).slice(0, 60)}`)
            );
    }
    return failures;
}

const resolved = new Set<ModuleOverride>();

/** The Vite aliases of {@link moduleOverrides}; each records for the canary that it resolved. */
export function keycloakifyAliases(): Alias[] {
    return moduleOverrides.map(entry => ({
        find: entry.find,
        replacement: fileURLToPath(new URL(`../${entry.override}`, import.meta.url)),
        customResolver: (id: string, importer: string | undefined) => {
            if (entry.onlyFromImporter && !importer?.endsWith(entry.importer)) return null;
            resolved.add(entry);
            return id;
        }
    }));
}

/**
 * Fails `vite build` on a {@link checkOverrides} mismatch or an alias that resolved nothing, which
 * would ship Keycloakify's own code, broken under the CSP (docs/security.md §3–4).
 */
export function keycloakifyOverridesCanary(): Plugin {
    let root = process.cwd();
    return {
        name: "utility-portal:keycloakify-overrides-canary",
        apply: "build",
        configResolved(config) {
            root = config.root;
        },
        buildStart() {
            resolved.clear();
            const [failure] = checkOverrides(join(root, "node_modules"));
            if (failure !== undefined) this.error(failure);
        },
        buildEnd(error) {
            if (error) return;
            const unused = moduleOverrides.find(entry => !resolved.has(entry));
            if (unused)
                this.error(overrideFailure(unused.override, unused.replaces, "alias never resolved"));
        }
    };
}
