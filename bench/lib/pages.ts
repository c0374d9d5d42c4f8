import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
    injectKcContext,
    loadCapturedKcContext,
    type KcContextData,
    type MeasuredPage
} from "./kcContext";
import { PAGE_PATH, RESOURCES_PATH, startThemeServer, type ThemeServer } from "./themeServer";

/** Our production build (`vite build`). */
export const OURS_DIST = fileURLToPath(new URL("../../dist", import.meta.url));

/**
 * Keycloak's login theme resources as Keycloakify ships them for development (`css/login.css`,
 * `js/`, `img/`, and `resources-common/` with PatternFly), standing in for Keycloak's base theme.
 */
export const KEYCLOAK_RESOURCES = fileURLToPath(
    new URL("../../node_modules/keycloakify/res/public/keycloakify-dev-resources/login", import.meta.url)
);

/** A page on loopback: its address, the server (for its request log) and its kcContext data block. */
export type ServedPage = { url: string; server: ThemeServer; data: KcContextData };

/**
 * Serves `<page>.ftl` of the build in `distDir` as Keycloak would: the built `index.html` with the
 * page's captured kcContext as its data block (resources on this server, portal at `portalUrl`).
 * Rejects when the build or the capture is missing.
 */
export async function servePage(
    distDir: string,
    portalUrl: string,
    page: MeasuredPage = "login"
): Promise<ServedPage> {
    const server = await startThemeServer({ distDir, resourcesDir: KEYCLOAK_RESOURCES });
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
