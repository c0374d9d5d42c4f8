import { build } from "esbuild";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { minify } from "terser";

/** Keycloak's stateless helper its WebAuthn scripts import: copied into each, a request saved. */
const INLINED_HELPER = "./rfc4648.js";

/** `file`'s code with {@link INLINED_HELPER} bundled in by esbuild, its other imports kept. */
async function withHelperInlined(dir: string, file: string): Promise<string> {
    const code = readFileSync(join(dir, file), "utf8");
    if (!code.includes(`"${INLINED_HELPER}"`) && !code.includes(`'${INLINED_HELPER}'`)) return code;
    const result = await build({
        entryPoints: [resolve(dir, file)],
        bundle: true,
        format: "esm",
        write: false,
        logLevel: "silent",
        plugins: [
            {
                name: "only-the-helper",
                setup(build) {
                    build.onResolve({ filter: /.*/ }, args =>
                        args.kind === "entry-point" || args.path === INLINED_HELPER
                            ? undefined
                            : { path: args.path, external: true }
                    );
                }
            }
        ]
    });
    return result.outputFiles[0].text;
}

/**
 * Minifies Keycloak's scripts Keycloakify copies readable into `<themeDir>/login/resources/js/`
 * (docs/decisions.md §12), keeping top-level names a page may call, with {@link INLINED_HELPER}
 * bundled into its importers (its own file stays). Run from `postBuild`.
 * @returns the files minified (`[]` without that folder); throws when esbuild or terser cannot
 *   parse one.
 */
export async function minifyKeycloakScripts(themeDir: string): Promise<string[]> {
    const dir = join(themeDir, "login", "resources", "js");
    let files: string[];
    try {
        files = readdirSync(dir).filter(name => name.endsWith(".js"));
    } catch {
        return [];
    }
    for (const file of files) {
        const path = join(dir, file);
        const source = await withHelperInlined(dir, file);
        const { code } = await minify(source, { ecma: 2020, compress: { passes: 2 } });
        if (code === undefined)
            throw new Error(`minifyKeycloakScripts: terser gave nothing for ${path}`);
        writeFileSync(path, code);
    }
    return files;
}
