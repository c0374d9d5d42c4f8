/**
 * Rolling theme upgrades (docs/decisions.md §24): a page rendered by a node with the previous jar
 * asks for that build's chunks by their hashed names, and the load balancer may send those requests
 * to a node that already runs the new jar. The new jar therefore carries the previous build's own
 * chunks beside its own; `dist/theme-assets.json` lists a build's own files so that only one
 * generation is carried (the jar does not grow with every release).
 */
import { execFileSync } from "node:child_process";
import {
    copyFileSync,
    existsSync,
    mkdtempSync,
    readdirSync,
    readFileSync,
    rmSync,
    writeFileSync
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the built files sit inside the theme jar. */
const JAR_DIST = "theme/utility-portal/login/resources/dist";

/** The list of a build's own asset files, in `dist/` and in the jar's `resources/dist/`. */
export const OWN_ASSETS_FILE = "theme-assets.json";

/**
 * Writes `dist/theme-assets.json` (this build's own files in `dist/assets/`), then copies into
 * `dist/assets/` the previous jar's own assets this build lacks. A previous jar without the list
 * (built before it existed) gives all its assets.
 * @param distDir Vite's output folder (`dist`).
 * @param previousJar the jar the nodes run now, or `undefined` to carry nothing.
 * @returns the names of the files carried over.
 * @throws Error when `previousJar` is given but missing or not a theme jar (no `resources/dist/assets/`).
 */
export function carryPreviousAssets(distDir, previousJar) {
    const assetsDir = join(distDir, "assets");
    const own = readdirSync(assetsDir).sort();
    writeFileSync(join(distDir, OWN_ASSETS_FILE), `${JSON.stringify(own, null, 4)}\n`);
    if (previousJar === undefined) return [];
    if (!existsSync(previousJar)) throw new Error(`PREVIOUS_THEME_JAR ${previousJar} does not exist`);
    const extracted = mkdtempSync(join(tmpdir(), "previous-theme-"));
    try {
        execFileSync("jar", ["--extract", "--file", previousJar, JAR_DIST], { cwd: extracted });
        const previousDist = join(extracted, JAR_DIST);
        const previousAssets = join(previousDist, "assets");
        if (!existsSync(previousAssets))
            throw new Error(`PREVIOUS_THEME_JAR ${previousJar} has no ${JAR_DIST}/assets/`);
        const listFile = join(previousDist, OWN_ASSETS_FILE);
        const previousOwn = existsSync(listFile)
            ? JSON.parse(readFileSync(listFile, "utf8"))
            : readdirSync(previousAssets);
        const carried = previousOwn.filter(
            name => !own.includes(name) && existsSync(join(previousAssets, name))
        );
        for (const name of carried) copyFileSync(join(previousAssets, name), join(assetsDir, name));
        return carried;
    } finally {
        rmSync(extracted, { recursive: true, force: true });
    }
}
