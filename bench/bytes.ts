/**
 * `npm run bench:bytes` (docs/decisions.md §12; CI runs it after `npm run build-keycloak-theme`):
 * loads each page of {@link MEASURED_PAGES} of our build once in Debian Chromium (no Lighthouse,
 * no throttling), with the kcContext Keycloak sends on the demo realm as it ships (passkeys and
 * identity providers on), Keycloak's scripts as the theme jar ships them, and the local tRPC portal
 * server, and checks the theme's own compressed script, stylesheet and font bytes of each against
 * `bench/budgets.json` (`ownBytes` for the sign-in page, `ownBytesOtherPages` for the others).
 * Deterministic: the same build always fetches the same files. Exits 1 when a byte budget is
 * missed, 2 when a page cannot be measured (no build or jar, page errors).
 */
import { chromium } from "@playwright/test";
import { startPortalServer } from "../dev/portal-server";
import { chromiumLaunchOptions } from "../tests/fixtures/chromium";
import { checkOwnBytes, printChecks, readBudgets, type Check } from "./lib/budgets";
import { MEASURED_PAGES, type MeasuredPage } from "./lib/kcContext";
import { kindOf, ownBytes, totalBytes, type Resource } from "./lib/metrics";
import { jarResources, OURS_DIST, servePage, type ServedPage } from "./lib/pages";

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

/** Loads `name` from our build and prints its theme responses; returns its budget checks. */
async function measurePage(
    name: MeasuredPage,
    portalUrl: string,
    resourcesDir: string
): Promise<Check[]> {
    const page = await servePage(OURS_DIST, portalUrl, name, resourcesDir);
    try {
        await loadPage(page);
    } finally {
        await page.server.close();
    }
    const resources: Resource[] = page.server.served.map(file => ({
        url: `${page.server.origin}${file.path}`,
        kind: kindOf(file.type),
        raw: file.rawBytes,
        compressed: file.compressedBytes
    }));
    const passkeys = page.data.kcContext.enableWebAuthnConditionalUI === true;
    console.log(`\n${name}.ftl, passkeys ${passkeys ? "on (conditional UI)" : "off"}:`);
    for (const resource of resources) {
        console.log(
            `${String(resource.compressed).padStart(8)} B gz ${String(resource.raw).padStart(8)} B  ${resource.url.slice(page.server.origin.length)}`
        );
    }
    const totals = totalBytes(resources);
    console.log(
        `${totals.total.requests} theme requests, ${totals.total.compressed} B compressed in all`
    );
    const budgets = readBudgets();
    const limits = name === "login" ? budgets.ownBytes : budgets.ownBytesOtherPages[name];
    return checkOwnBytes(ownBytes(resources, page.server.origin), budgets, limits).map(check => ({
        ...check,
        name: `${name}.ftl ${check.name}`
    }));
}

async function main(): Promise<number> {
    const resources = jarResources();
    const portal = await startPortalServer({ mode: "ok" });
    const checks: Check[] = [];
    try {
        for (const name of MEASURED_PAGES)
            checks.push(...(await measurePage(name, portal.url, resources.dir)));
    } finally {
        await portal.close();
        resources.remove();
    }
    console.log("");
    return printChecks(checks) ? 0 : 1;
}

main().then(
    code => process.exit(code),
    error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(2);
    }
);
