import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformWithEsbuild, type Plugin } from "vite";

/**
 * Minifies scripts of `public/` in the build output: Vite copies that folder as it is, comments and
 * all, and `first-paint.js` is on every page (half its compressed bytes were comments and names).
 * Build only; the dev server serves the readable file.
 * @param files the scripts, relative to `public/` (e.g. `first-paint.js`).
 * @throws Error (failing the build) when a file is missing or esbuild cannot parse it.
 */
export function minifyPublicScripts(files: string[]): Plugin {
    let outDir = "dist";
    return {
        name: "utility-portal:minify-public-scripts",
        apply: "build",
        configResolved(config) {
            outDir = join(config.root, config.build.outDir);
        },
        async writeBundle() {
            for (const file of files) {
                const path = join(outDir, file);
                const source = readFileSync(path, "utf8");
                const { code } = await transformWithEsbuild(source, file, { minify: true });
                writeFileSync(path, code);
            }
        }
    };
}
