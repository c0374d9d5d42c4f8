import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";
import { keysUsedBy, readKeycloakifyEnglish } from "../keycloakify-seam/build/keycloakifyEnglish";

/** Pages with a first view and their modules, whose texts Keycloak resolves (decisions.md §26). */
export const SERVER_TEXT_PAGES: Readonly<Record<string, string>> = {
    "login.ftl": "/src/login/pages/Login.tsx",
    "login-otp.ftl": "/src/login/pages/LoginOtp.tsx",
    "error.ftl": "/src/login/pages/Error.tsx",
    "login-username.ftl": "/node_modules/keycloakify/login/pages/LoginUsername.js",
    "login-password.ftl": "/node_modules/keycloakify/login/pages/LoginPassword.js"
};

/** Each page's message keys and English texts, from the build to its `postBuild`. */
export const SERVER_TEXTS_FILE = "server-texts.json";

// Chunks not followed: other pages, and the profile form only register pages load.
const PAGE_MODULE =
    /\/(?:src\/login\/pages|keycloakify\/login\/pages)\/\w+\.(?:tsx|js)$|\/StyledDefaultPage\.tsx$|UserProfileFormFields\.tsx$/;

const NODE_MODULES = fileURLToPath(new URL("../node_modules", import.meta.url));

/** What {@link pageModules} reads of a Rollup chunk. */
export type ChunkGraph = Pick<
    Rollup.OutputChunk,
    "fileName" | "isEntry" | "facadeModuleId" | "imports" | "dynamicImports" | "moduleIds"
>;

/** Modules of a page's chunk, the entries and what they load; throws if no chunk is the page's. */
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

// The catalogues: every key in them is a string.
const TEXT_MODULE = /virtual:keycloakify-english|\/messages_defaultSet\/|\/src\/login\/messages\//;

const STRING_LITERAL = /"([\w.-]+)"|'([\w.-]+)'/g;

/** Keys of `messages` that `sources` pass to `msg` ({@link keysUsedBy}) or write as strings. */
export function messageKeysIn(sources: string[], messages: Record<string, string>): string[] {
    const named = new Set(keysUsedBy(sources, messages));
    for (const source of sources)
        for (const [, double, single] of source.matchAll(STRING_LITERAL)) {
            const key = double ?? single;
            if (Object.hasOwn(messages, key)) named.add(key);
        }
    return Object.keys(messages).filter(key => named.has(key));
}

/** Vite plugin: {@link SERVER_TEXTS_FILE} from Keycloakify's English and `ourTexts` (`en.ts`). */
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
                    const keys = messageKeysIn(sources, table);
                    return [pageId, Object.fromEntries(keys.map(key => [key, table[key]!]))];
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

/** Per page file, each message key with the app's English text of it (decisions.md §26, §27). */
export type ServerTexts = Record<string, Record<string, string>>;

/** `postBuild`: {@link ServerTexts}; deletes {@link SERVER_TEXTS_FILE}; throws if it is missing. */
export function takeServerTexts(themeName: string, resourcesDir = "."): ServerTexts {
    const path = join(resourcesDir, "theme", themeName, "login", "resources", "dist", SERVER_TEXTS_FILE);
    const textsByPage = JSON.parse(readFileSync(path, "utf8")) as ServerTexts;
    rmSync(path);
    return textsByPage;
}
