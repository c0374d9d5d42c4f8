import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
    injectKcContext,
    loadCapturedKcContext,
    type KcContextData,
    type MeasuredPage
} from "./kcContext";
import { buildFolders } from "../../config/uiRuntime";
import { PAGE_PATH, RESOURCES_PATH, startThemeServer, type ThemeServer } from "./themeServer";

/** Our production build (`vite build`); React's with `UI_RUNTIME=react` (docs/decisions.md §10). */
export const OURS_DIST = fileURLToPath(new URL(`../../${buildFolders().dist}`, import.meta.url));

/** The theme jar `npm run build-keycloak-theme` writes. */
export const THEME_JAR = fileURLToPath(
    new URL(`../../${buildFolders().jarDir}/keycloak-theme.jar`, import.meta.url)
);

/**
 * Keycloak's login theme resources as `jar` ships them (`css/`, `js/` minified at build,
 * `img/`, `resources-common/`), extracted to a new temporary folder.
 * @returns that folder and a function removing it.
 * @throws Error when the jar is missing (run `npm run build-keycloak-theme`) or `jar` fails.
 */
export function jarResources(jar: string = THEME_JAR): { dir: string; remove: () => void } {
    if (!existsSync(jar)) throw new Error(`${jar} is missing: run npm run build-keycloak-theme first`);
    const extracted = mkdtempSync(join(tmpdir(), "theme-resources-"));
    const resources = "theme/utility-portal/login/resources";
    const remove = () => rmSync(extracted, { recursive: true, force: true });
    try {
        execFileSync("jar", ["--extract", "--file", jar, resources], { cwd: extracted });
    } catch (error) {
        remove();
        throw error;
    }
    return { dir: join(extracted, resources), remove };
}

/** A page on loopback: its address, the server (for its request log) and its kcContext data block. */
export type ServedPage = { url: string; server: ThemeServer; data: KcContextData };

/**
 * Serves `<page>.ftl` of the build in `distDir` as Keycloak would: the built `index.html` with the
 * page's captured kcContext as its data block (resources on this server, portal at `portalUrl`),
 * Keycloak's resources from `resourcesDir`.
 * Rejects when the build or the capture is missing.
 */
export async function servePage(
    distDir: string,
    portalUrl: string,
    page: MeasuredPage,
    resourcesDir: string
): Promise<ServedPage> {
    const server = await startThemeServer({ distDir, resourcesDir });
    try {
        const html = await readFile(`${distDir}/index.html`, "utf8");
        const data = loadCapturedKcContext(page, {
            resourcesPath: `${server.origin}${RESOURCES_PATH}`,
            portalUrl
        });
        server.setPage(injectKcContext(html, data));
        return { url: `${server.origin}${PAGE_PATH}`, server, data };
    } catch (error) {
        await server.close();
        throw error;
    }
}
