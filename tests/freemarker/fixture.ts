/**
 * Playwright fixture for the FreeMarker specs: once per worker it prepares the harness, starts the
 * local tRPC portal and the loopback theme server, renders every (scenario, page) pair through
 * FreeMarker with the real origins filled in, and serves the output.
 */
import { test as base } from "@playwright/test";
import { existsSync } from "node:fs";
import { startPortalServer } from "../../dev/portal-server";
import {
    THEME_JAR,
    listJarPages,
    loadScenarios,
    pairScenarios,
    prepareHarness,
    renderPages,
    type RenderedPage
} from "./harness";
import { startThemeServer, type ThemeServer } from "./themeServer";

/** What the specs get: rendered pages, where they are served and the recorder. */
export type FreemarkerWorld = {
    pages: RenderedPage[];
    server: ThemeServer;
    portalUrl: string;
    /** Absolute URL the rendered page is served at. */
    urlOf: (page: RenderedPage) => string;
    /** The rendered pair, or an error naming it when no such pair exists. */
    find: (scenario: string, ftl: string) => RenderedPage;
};

/** True when the jar exists; the specs skip otherwise (`npm run test:freemarker` builds it first). */
export const jarBuilt = existsSync(THEME_JAR);

/** Scenario/page pairs known at collection time, so each becomes its own test. */
export const pairs = jarBuilt ? pairScenarios(loadScenarios(), listJarPages()) : [];

function pagePath(page: RenderedPage): string {
    return `${page.scenario.name}/${page.ftl.replace(/\.ftl$/, ".html")}`;
}

/**
 * Playwright `test` with a worker-scoped `freemarker` fixture: the jar's pages rendered through
 * FreeMarker once per worker, served on loopback beside a real portal server.
 */
export const test = base.extend<object, { freemarker: FreemarkerWorld }>({
    freemarker: [
        // eslint-disable-next-line no-empty-pattern
        async ({}, use, workerInfo) => {
            const harness = prepareHarness();
            const portal = await startPortalServer({ port: 0 });
            const server = await startThemeServer(harness.loginThemeDir);
            const pages = renderPages(harness, pairs, {
                vars: { ORIGIN: server.origin },
                env: { PORTAL_BASE_URL_DEV: portal.url },
                label: `worker-${workerInfo.parallelIndex}`
            });
            for (const page of pages) server.setPage(pagePath(page), page.html);
            await use({
                pages,
                server,
                portalUrl: portal.url,
                urlOf: page => `${server.origin}/pages/${pagePath(page)}`,
                find: (scenario, ftl) => {
                    const page = pages.find(p => p.scenario.name === scenario && p.ftl === ftl);
                    if (!page) throw new Error(`no rendered page ${scenario}/${ftl}`);
                    return page;
                }
            });
            await server.close();
            await portal.close();
        },
        { scope: "worker" }
    ]
});

export { expect } from "@playwright/test";
