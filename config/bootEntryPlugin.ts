import { fileURLToPath } from "node:url";
import type { GetModuleInfo } from "rollup";
import type { Plugin } from "vite";

/** The boot module, built as an entry of its own (see `src/boot.ts`). */
const BOOT_ENTRY = "src/boot.ts";
const BOOT_ENTRY_ID = fileURLToPath(new URL(`../${BOOT_ENTRY}`, import.meta.url));

let bootModules: Set<string> | undefined;

/**
 * Whether module `id` is part of the boot entry's static import graph, for `manualChunks`: those
 * modules go to the boot chunk, or Rollup would pull the shared ones (portal call, page loaders)
 * into the main chunk and the boot script would wait for it after all.
 */
export function isBootModule(id: string, getModuleInfo: GetModuleInfo): boolean {
    if (bootModules === undefined) {
        bootModules = new Set();
        const pending = [BOOT_ENTRY_ID];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
            if (bootModules.has(next)) continue;
            bootModules.add(next);
            pending.push(...(getModuleInfo(next)?.importedIds ?? []));
        }
    }
    return bootModules.has(id);
}

/**
 * Builds `src/boot.ts` as a second entry and puts its `<script type="module">` (with modulepreload
 * links for what it imports) in `index.html` ahead of the main entry, so it runs as soon as it has
 * arrived instead of after the whole main bundle: two module scripts in `index.html` would be merged
 * by Vite into one entry, which waits for everything (issue 8). Build only; the dev server does not
 * need it (its mock kcContext arrives after boot would run).
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
                const mainScript = html.indexOf('<script type="module"');
                if (mainScript === -1) throw new Error("index.html has no module script");
                const tags = [
                    `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`,
                    ...boot.imports.map(
                        file => `<link rel="modulepreload" crossorigin href="${base}${file}">`
                    )
                ];
                return `${html.slice(0, mainScript)}${tags.join("\n      ")}\n      ${html.slice(mainScript)}`;
            }
        }
    };
}
