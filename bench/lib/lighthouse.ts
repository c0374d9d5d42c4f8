import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { kindOf, ownBytes, totalBytes, type Resource, type Sample } from "./metrics";
import { chromiumLaunchOptions } from "../../tests/fixtures/chromium";

/** Debian Chromium with the test suite's flags (`tests/fixtures/chromium.ts`), headless for Lighthouse. */
export const CHROMIUM = {
    path: chromiumLaunchOptions.executablePath!,
    flags: ["--headless=new", ...chromiumLaunchOptions.args!]
};

type NetworkItem = {
    url: string;
    resourceType?: string;
    mimeType?: string;
    transferSize?: number;
    resourceSize?: number;
};

/** Failed audits of a category, for the report (`id: title`). */
export type AuditFailure = { category: string; id: string; title: string };

/**
 * One Lighthouse run (default config: mobile preset, simulated throttling) of `url` in a fresh
 * Chromium. `themeOrigin` tells the theme's own resources from the portal's.
 * Rejects when Chromium cannot start or Lighthouse reports a runtime error (page not loaded).
 */
export async function runLighthouse(
    url: string,
    themeOrigin: string
): Promise<{ sample: Sample; failures: AuditFailure[] }> {
    const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM.path,
        chromeFlags: CHROMIUM.flags
    });
    try {
        const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices"]
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError)
            throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        return { sample: toSample(lhr, themeOrigin), failures: failedAudits(lhr) };
    } finally {
        chrome.kill();
    }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function toSample(lhr: Lhr, themeOrigin: string): Sample {
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (
        (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items ?? []
    ).filter(item => !item.url.startsWith("data:"));
    const resources: Resource[] = items.map(item => ({
        url: item.url,
        kind: kindOf(item.resourceType ?? item.mimeType ?? ""),
        raw: item.resourceSize ?? 0,
        compressed: item.transferSize ?? 0
    }));
    return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        lcpMs: value("largest-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        bytes: totalBytes(resources),
        own: ownBytes(resources, themeOrigin)
    };
}

/** Audits that cost points in the accessibility and best-practices categories. */
function failedAudits(lhr: Lhr): AuditFailure[] {
    return ["accessibility", "best-practices"].flatMap(category =>
        (lhr.categories[category]?.auditRefs ?? [])
            .filter(ref => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map(ref => ({ category, id: ref.id, title: lhr.audits[ref.id]?.title ?? ref.id }))
    );
}

/** One progress line per Lighthouse run. */
export function logRun(run: number, runs: number, name: string, sample: Sample): void {
    console.log(
        `  run ${run}/${runs} ${name}: perf ${sample.performance}, ` +
            `LCP ${Math.round(sample.lcpMs)} ms, ${Math.round(sample.bytes.total.compressed / 1000)} kB`
    );
}
