/**
 * `npm run bench:bytes` (docs/decisions.md §12; CI runs it after `npm run build`): loads our built
 * `login.ftl` page once in Debian Chromium (no Lighthouse, no throttling), with the local tRPC
 * portal server, and checks the theme's own compressed script, stylesheet and font bytes against
 * `bench/budgets.json`. Deterministic: the same build always fetches the same files. Exits 1 when
 * a byte budget is missed, 2 when the page cannot be measured (no build, page errors).
 */
import { chromium } from "@playwright/test";
import { startPortalServer } from "../dev/portal-server";
import { chromiumLaunchOptions } from "../tests/fixtures/chromium";
import { checkOwnBytes, printChecks, readBudgets } from "./lib/budgets";
import { kindOf, ownBytes, totalBytes, type Resource } from "./lib/metrics";
import { OURS_DIST, serveLoginPage, type ServedPage } from "./lib/pages";

/** Loads the page until the network is idle; throws on a page error or a failed response. */
async function loadPage(page: ServedPage): Promise<void> {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
        const tab = await browser.newPage();
        const problems: string[] = [];
        tab.on("pageerror", error => problems.push(`page error: ${error.message}`));
        tab.on(
            "console",
            message => message.type() === "error" && problems.push(`console: ${message.text()}`)
        );
        tab.on(
            "response",
            response =>
                response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`)
        );
        await tab.goto(page.url, { waitUntil: "networkidle" });
        await tab
            .getByRole("button")
            .first()
            .waitFor({ timeout: 10_000 })
            .catch(() => problems.push("no button rendered"));
        await tab.waitForLoadState("networkidle");
        if (problems.length > 0)
            throw new Error(`The page did not load cleanly:\n  ${problems.join("\n  ")}`);
    } finally {
        await browser.close();
    }
}

async function main(): Promise<number> {
    const portal = await startPortalServer({ mode: "ok" });
    const page = await serveLoginPage(OURS_DIST, portal.url).catch(async error => {
        await portal.close();
        throw error;
    });
    try {
        await loadPage(page);
    } finally {
        await Promise.all([portal.close(), page.server.close()]);
    }
    const resources: Resource[] = page.server.served.map(file => ({
        url: `${page.server.origin}${file.path}`,
        kind: kindOf(file.type),
        raw: file.rawBytes,
        compressed: file.compressedBytes
    }));
    for (const resource of resources) {
        console.log(
            `${String(resource.compressed).padStart(8)} B gz ${String(resource.raw).padStart(8)} B  ${resource.url.slice(page.server.origin.length)}`
        );
    }
    const totals = totalBytes(resources);
    console.log(
        `${totals.total.requests} theme requests, ${totals.total.compressed} B compressed in all`
    );
    return printChecks(checkOwnBytes(ownBytes(resources, page.server.origin), readBudgets())) ? 0 : 1;
}

main().then(
    code => process.exit(code),
    error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(2);
    }
);
