import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";
import { keysUsedBy, readKeycloakifyEnglish } from "../keycloakify-seam/build/keycloakifyEnglish";

/**
 * The pages whose texts Keycloak writes into the kcContext (`x-keycloakify.messages`), and the
 * module of each: the pages with a server-written first view, so that FreeMarker's first view and
 * the app show the same words, realm localization overrides included (docs/decisions.md §26).
 */
export const SERVER_TEXT_PAGES: Readonly<Record<string, string>> = {
    "login.ftl": "/src/login/pages/Login.tsx",
    "login-otp.ftl": "/src/login/pages/LoginOtp.tsx",
    "error.ftl": "/src/login/pages/Error.tsx",
    "login-username.ftl": "/node_modules/keycloakify/login/pages/LoginUsername.js",
    "login-password.ftl": "/node_modules/keycloakify/login/pages/LoginPassword.js"
};

/** The build's list of each page's message keys, taken out of the jar by {@link takeServerTexts}. */
export const SERVER_TEXTS_FILE = "server-texts.json";

/** Page modules other than the one a page's texts are collected for, and the profile form only
 * register pages load: their chunks are not followed. */
const PAGE_MODULE =
    /\/(?:src\/login\/pages|keycloakify\/login\/pages)\/\w+\.(?:tsx|js)$|\/StyledDefaultPage\.tsx$|UserProfileFormFields\.tsx$/;

// Not Vite's root, which Ladle moves into its own package.
const NODE_MODULES = fileURLToPath(new URL("../node_modules", import.meta.url));

/** What {@link pageModules} reads of a Rollup chunk. */
export type ChunkGraph = Pick<
    Rollup.OutputChunk,
    "fileName" | "isEntry" | "facadeModuleId" | "imports" | "dynamicImports" | "moduleIds"
>;

/**
 * The modules a page can run: its own chunk, the entry chunks, and every chunk they import or load
 * on demand (footer, dialogs, language menu), except other pages'.
 * @throws Error when no chunk has `pageModule` as its facade (a moved page must not lose its texts).
 */
export function pageModules(chunks: readonly ChunkGraph[], pageModule: string): string[] {
    const page = chunks.find(chunk => chunk.facadeModuleId?.endsWith(pageModule));
    if (page === undefined) throw new Error(`serverTexts: no chunk for ${pageModule}`);
    const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
    const styled = chunks.find(chunk => chunk.facadeModuleId?.endsWith("/StyledDefaultPage.tsx"));
    const own = new Set([page, ...(pageModule.includes("/keycloakify/") && styled ? [styled] : [])]);
    const seen = new Set<ChunkGraph>();
    const visit = (chunk: ChunkGraph | undefined) => {
        if (chunk === undefined || seen.has(chunk)) return;
        if (!own.has(chunk) && PAGE_MODULE.test(chunk.facadeModuleId ?? "")) return;
        seen.add(chunk);
        for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
    };
    for (const chunk of [...own, ...chunks.filter(chunk => chunk.isEntry)]) visit(chunk);
    return [...seen].flatMap(chunk => chunk.moduleIds);
}

/** The catalogues themselves, whose every key is a string: they name no text a page shows. */
const TEXT_MODULE = /virtual:keycloakify-english|\/messages_defaultSet\/|\/src\/login\/messages\//;

const STRING_LITERAL = /"([\w.-]+)"|'([\w.-]+)'/g;

/**
 * The keys of `messages` that `sources` name: passed to a `msg` function ({@link keysUsedBy}), or
 * written as a string anywhere, as a key kept in a map is (`{ light: "colorModeLight" }`); a field
 * named like a text ("password") adds that text, which costs Keycloak one lookup.
 */
export function messageKeysIn(sources: string[], messages: Record<string, string>): string[] {
    const named = new Set(keysUsedBy(sources, messages));
    for (const source of sources)
        for (const [, double, single] of source.matchAll(STRING_LITERAL)) {
            const key = double ?? single;
            if (Object.hasOwn(messages, key)) named.add(key);
        }
    return Object.keys(messages).filter(key => named.has(key));
}

/**
 * Vite plugin (build only): emits {@link SERVER_TEXTS_FILE}, for each of {@link SERVER_TEXT_PAGES}
 * the keys of Keycloakify's English and ours that the code of {@link pageModules} names
 * ({@link messageKeysIn}).
 * @param ourTexts our English texts (`src/login/messages/en.ts`), keys beside Keycloakify's.
 */
export function serverTexts(ourTexts: Readonly<Record<string, string>>): Plugin {
    return {
        name: "utility-portal:server-texts",
        apply: "build",
        async generateBundle(_options, bundle) {
            const chunks = Object.values(bundle).filter(
                (output): output is Rollup.OutputChunk => output.type === "chunk"
            );
            const table = { ...(await readKeycloakifyEnglish(NODE_MODULES)), ...ourTexts };
            const keysByPage = Object.fromEntries(
                Object.entries(SERVER_TEXT_PAGES).map(([pageId, module]) => {
                    const sources = pageModules(chunks, module)
                        .filter(id => !TEXT_MODULE.test(id))
                        .map(id => this.getModuleInfo(id)?.code ?? "");
                    return [pageId, messageKeysIn(sources, table)];
                })
            );
            this.emitFile({
                type: "asset",
                fileName: SERVER_TEXTS_FILE,
                source: JSON.stringify(keysByPage)
            });
        }
    };
}

/**
 * Keycloakify `postBuild` step: reads {@link SERVER_TEXTS_FILE} from the theme's resources and
 * deletes it, so the jar does not serve it.
 * @returns each page id's message keys.
 * @throws Error when the file is missing (the build ran without {@link serverTexts}).
 */
export function takeServerTexts(themeName: string, resourcesDir = "."): Record<string, string[]> {
    const path = join(resourcesDir, "theme", themeName, "login", "resources", "dist", SERVER_TEXTS_FILE);
    const keysByPage = JSON.parse(readFileSync(path, "utf8")) as Record<string, string[]>;
    rmSync(path);
    return keysByPage;
}
