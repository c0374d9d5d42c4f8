import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { transformWithEsbuild, type Plugin, type Rollup } from "vite";

const BOOT_ENTRY = "src/boot/boot.ts";
const BOOT_ENTRY_ID = fileURLToPath(new URL(`../${BOOT_ENTRY}`, import.meta.url));
const DEV_KC_CONTEXT_ID = fileURLToPath(new URL("../src/boot/devKcContext.ts", import.meta.url));
const HEAD_SCRIPT = "headScript.js";
const HEAD_SCRIPT_PATH = new URL(`../src/boot/${HEAD_SCRIPT}`, import.meta.url);

const bootGraphsPerBuild = new WeakMap<Rollup.GetModuleInfo, Set<string>>();

function bootGraph(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
    const graph = new Set<string>();
    const pending = [BOOT_ENTRY_ID];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (graph.has(next)) continue;
        graph.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    return graph;
}

/** For `manualChunks`: whether `id` is statically imported by the boot entry, so it stays out of main. */
export function isBootModule(id: string, getModuleInfo: Rollup.GetModuleInfo): boolean {
    let graph = bootGraphsPerBuild.get(getModuleInfo);
    if (graph === undefined) {
        graph = bootGraph(getModuleInfo);
        bootGraphsPerBuild.set(getModuleInfo, graph);
    }
    return graph.has(id);
}

/** Adds the head script's and the `async` boot's tags (stages 2 and 3 of src/boot/README.md). */
function withBootTags(html: string, headScriptSrc: string, bootSrc: string): string {
    // Vite lists the boot chunk too when the main entry imports it; one tag, first, is enough.
    const lines = html.split("\n").filter(line => !line.includes(`"${bootSrc}"`));
    const main = lines.findIndex(line => line.trim().startsWith('<script type="module"'));
    if (main === -1) throw new Error("index.html has no module script");
    const indent = /^\s*/.exec(lines[main]!)![0];
    lines.splice(main, 0, `${indent}<script type="module" async crossorigin src="${bootSrc}"></script>`);
    // In <head>, before the scripts there: it must run before the first paint.
    const headEnd = lines.findIndex(line => line.trim() === "</head>");
    const firstScript = lines.findIndex(line => line.trim().startsWith("<script"));
    const at = firstScript !== -1 && firstScript < headEnd ? firstScript : headEnd;
    lines.splice(at, 0, `${indent}<script src="${headScriptSrc}"></script>`);
    return lines.join("\n");
}

// Comments and indentation are bytes in the document's first round trip (docs/decisions.md §27).
function compact(html: string): string {
    return html.replace(/<!--[\s\S]*?-->\n?/g, "").replace(/^[ \t]+/gm, "");
}

/**
 * The boot of every page (src/boot/README.md, docs/decisions.md §11): `boot.ts` as a second,
 * `async` entry, its and the head script's tags in `index.html`, the head script served (minified
 * in the build) and the development mock kcContext emptied in the build.
 * @throws Error (failing the build) when the boot chunk, a module script or the head script is missing.
 */
export function bootPlugin(): Plugin {
    let base = "/";
    let building = false;
    return {
        name: "utility-portal:boot",
        config: (_, { command }) =>
            command === "build"
                ? { build: { rollupOptions: { input: { index: "index.html", boot: BOOT_ENTRY } } } }
                : undefined,
        configResolved(config) {
            base = config.base;
            building = config.command === "build";
        },
        load: id => (building && id === DEV_KC_CONTEXT_ID ? "export {};" : undefined),
        configureServer(server) {
            server.middlewares.use(`${base}${HEAD_SCRIPT}`, (_, response) => {
                response.setHeader("Content-Type", "text/javascript");
                response.end(readFileSync(HEAD_SCRIPT_PATH, "utf8"));
            });
        },
        async generateBundle() {
            const source = readFileSync(HEAD_SCRIPT_PATH, "utf8");
            const { code } = await transformWithEsbuild(source, HEAD_SCRIPT, { minify: true });
            this.emitFile({ type: "asset", fileName: HEAD_SCRIPT, source: code });
        },
        transformIndexHtml: {
            order: "post",
            handler(html, { bundle }) {
                if (!building)
                    return withBootTags(html, `${base}${HEAD_SCRIPT}`, `${base}${BOOT_ENTRY}`);
                const boot = Object.values(bundle ?? {}).find(
                    output => output.type === "chunk" && output.isEntry && output.name === "boot"
                );
                if (boot?.type !== "chunk") throw new Error(`${BOOT_ENTRY} is missing from the bundle`);
                return compact(withBootTags(html, `${base}${HEAD_SCRIPT}`, `${base}${boot.fileName}`));
            }
        }
    };
}
