import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minify } from "terser";

/**
 * Minifies Keycloak's scripts Keycloakify copies readable into `<themeDir>/login/resources/js/`
 * (docs/decisions.md §12), keeping top-level names a page may call. Run from `postBuild`.
 * @returns the files minified (`[]` without that folder); throws when terser cannot parse one.
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
        const { code } = await minify(readFileSync(path, "utf8"), {
            ecma: 2020,
            compress: { passes: 2 }
        });
        if (code === undefined)
            throw new Error(`minifyKeycloakScripts: terser gave nothing for ${path}`);
        writeFileSync(path, code);
    }
    return files;
}
