import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";

const BOOT_ENTRY = "src/boot.ts";
const BOOT_ENTRY_ID = fileURLToPath(new URL(`../${BOOT_ENTRY}`, import.meta.url));

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

/**
 * Builds `src/boot.ts` as a second, `async` entry ahead of the main one (docs/decisions.md §11).
 * Fails the build when the boot chunk or the main entry script cannot be found.
 */
export function bootEntryPlugin(): Plugin {
    let base = "/";
    return {
        name: "utility-portal:boot-entry",
        apply: "build",
        config: () => ({
            build: { rollupOptions: { input: { index: "index.html", boot: BOOT_ENTRY } } }
        }),
        configResolved(config) {
            base = config.base;
        },
        transformIndexHtml: {
            order: "post",
            handler(html, { bundle }) {
                const boot = Object.values(bundle ?? {}).find(
                    output => output.type === "chunk" && output.isEntry && output.name === "boot"
                );
                if (boot?.type !== "chunk") throw new Error(`${BOOT_ENTRY} is missing from the bundle`);
                const script = `<script type="module" async crossorigin src="${base}${boot.fileName}"></script>`;
                // Vite lists the boot chunk too when the main entry imports it; one tag, first, is enough.
                const lines = html
                    .split("\n")
                    .filter(line => !line.includes(`"${base}${boot.fileName}"`));
                const main = lines.findIndex(line => line.trim().startsWith('<script type="module"'));
                if (main === -1) throw new Error("index.html has no module script");
                const indent = /^\s*/.exec(lines[main]!)![0];
                lines.splice(main, 0, `${indent}${script}`);
                return lines.join("\n");
            }
        }
    };
}
