import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Keycloakify's English default messages, which its i18n imports whole (`noJsx/getI18n.js`). */
export const KEYCLOAKIFY_ENGLISH = "keycloakify/login/i18n/messages_defaultSet/en.js";

const ENGLISH_OURS = "virtual:keycloakify-english/ours";
const ENGLISH_ALL = "virtual:keycloakify-english/all";

// msg(), msgStr(), advancedMsg(), advancedMsgStr(): a string first argument, or a template's start.
const KEY_ARGUMENT = /\b(?:advancedMsg|msg)(?:Str)?\(\s*(?:"([^"]+)"|'([^']+)'|`([^`$]*))/g;

/** The keys of `messages` that `sources` pass to Keycloakify's `msg` functions: a string names one, a
 * template (`loginTotp.${type}`) every key starting with its fixed part; a key in a variable is unseen. */
export function keysUsedBy(sources: string[], messages: Record<string, string>): string[] {
    const exact = new Set<string>();
    const prefixes = new Set<string>();
    for (const source of sources) {
        for (const [, double, single, template] of source.matchAll(KEY_ARGUMENT)) {
            if (template === undefined) exact.add(double ?? single);
            else if (template !== "") prefixes.add(template);
        }
    }
    const prefixList = [...prefixes];
    return Object.keys(messages).filter(
        key => exact.has(key) || prefixList.some(prefix => key.startsWith(prefix))
    );
}

// Not Vite's root, which Ladle moves into its own package.
const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE_FOLDERS = ["src", "keycloakify-seam/browser"];

function sourcesUnder(folder: string): string[] {
    return readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter(file => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map(file => readFileSync(join(folder, file), "utf8"));
}

/** Keycloakify's English messages, read from the installed module (an ES module Node cannot require). */
export async function readKeycloakifyEnglish(nodeModules: string): Promise<Record<string, string>> {
    const text = readFileSync(join(nodeModules, KEYCLOAKIFY_ENGLISH), "utf8");
    const module = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as {
        default: Record<string, string>;
    };
    return module.default;
}

/** Serves the texts of the keys our code uses ({@link keysUsedBy}) and, as a chunk of its own, the
 * whole set (docs/decisions.md §12); fails when Keycloakify's module is gone. */
export function keycloakifyEnglish(): Plugin {
    // A dev server would serve a key added while it runs only after a restart.
    let everyKey = false;
    return {
        name: "utility-portal:keycloakify-english",
        configResolved(config) {
            everyKey = config.command === "serve" && !process.env.VITEST;
        },
        resolveId(id) {
            return id === ENGLISH_OURS || id === ENGLISH_ALL ? `\0${id}` : undefined;
        },
        async load(id) {
            if (id === `\0${ENGLISH_ALL}`)
                return `export { default } from ${JSON.stringify(join(PROJECT, "node_modules", KEYCLOAKIFY_ENGLISH))};`;
            if (id !== `\0${ENGLISH_OURS}`) return undefined;
            const messages = await readKeycloakifyEnglish(join(PROJECT, "node_modules"));
            if (everyKey) return `export default ${JSON.stringify(messages)};`;
            const sources = SOURCE_FOLDERS.flatMap(folder => sourcesUnder(join(PROJECT, folder)));
            const keys = keysUsedBy(sources, messages);
            const ours = Object.fromEntries(keys.map(key => [key, messages[key]]));
            return `export default ${JSON.stringify(ours)};`;
        }
    };
}
