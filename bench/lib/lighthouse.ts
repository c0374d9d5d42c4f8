import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { kindOf, ownBytes, totalBytes, type Resource, type Sample } from "./metrics";
import { chromiumFlags, fullChromiumPath } from "../../tests/fixtures/chromium";

/** Debian's full Chromium with the test suite's flags (`tests/fixtures/chromium.ts`), headless for Lighthouse. */
export const CHROMIUM = {
    path: fullChromiumPath,
    flags: ["--headless=new", ...chromiumFlags]
};

type NetworkItem = {
    url: string;
    resourceType?: string;
    mimeType?: string;
    transferSize?: number;
    resourceSize?: number;
};

type LongTaskItem = { url: string; startTime: number; duration: number };

/** Failed audits of a category, for the report (`id: title`). */
export type AuditFailure = { category: string; id: string; title: string };

/** How to run Lighthouse: the CPU slowdown, and a second, repeat visit in the same browser. */
export type LighthouseOptions = { cpuSlowdownMultiplier?: number; repeatVisit?: boolean };

/** One run: the cold visit's sample, its lost audit points and, when asked, the repeat visit's sample. */
export type LighthouseRun = { sample: Sample; failures: AuditFailure[]; repeat?: Sample };

/**
 * One Lighthouse run (default config: mobile preset, simulated throttling, the CPU slowdown of
 * `options` or Lighthouse's 4×) of `url` in a fresh Chromium. `themeOrigin` tells the theme's own
 * resources from the portal's. With `options.repeatVisit`, Lighthouse then loads `url` again in the
 * same browser with `disableStorageReset` (HTTP cache, local storage and cookies kept), under the
 * same throttling: a customer's second visit on the same phone. With `BENCH_LHR_DIR` set, each
 * report and its trace are also written there.
 * Rejects when Chromium cannot start or Lighthouse reports a runtime error (page not loaded).
 */
export async function runLighthouse(
    url: string,
    themeOrigin: string,
    options: LighthouseOptions = {}
): Promise<LighthouseRun> {
    const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM.path,
        chromeFlags: CHROMIUM.flags
    });
    const audit = async (disableStorageReset: boolean) => {
        const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices"],
            disableStorageReset,
            ...(options.cpuSlowdownMultiplier !== undefined && {
                throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier }
            })
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError)
            throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        keepReport(result, disableStorageReset ? "repeat" : "cold");
        return lhr;
    };
    try {
        const cold = await audit(false);
        const repeat = options.repeatVisit ? toSample(await audit(true), themeOrigin) : undefined;
        return { sample: toSample(cold, themeOrigin), failures: failedAudits(cold), repeat };
    } finally {
        chrome.kill();
    }
}

// BENCH_LHR_DIR (bench/README.md): the report and its trace, to see where a run's time went.
function keepReport(result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>, visit: string) {
    const dir = process.env.BENCH_LHR_DIR;
    if (!dir) return;
    const name = `${Date.now()}-${visit}.json`;
    writeFileSync(join(dir, name), JSON.stringify(result.lhr));
    const { Trace } = result.artifacts as unknown as { Trace?: unknown };
    writeFileSync(join(dir, `trace-${name}`), JSON.stringify(Trace ?? null));
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
        own: ownBytes(resources, themeOrigin),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        longTasks: ((lhr.audits["long-tasks"]?.details as { items?: LongTaskItem[] })?.items ?? []).map(
            task => ({
                url: task.url,
                startMs: Math.round(task.startTime),
                durationMs: Math.round(task.duration)
            })
        )
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
            `LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, ` +
            `${Math.round(sample.bytes.total.compressed / 1000)} kB, benchmarkIndex ` +
            `${Math.round(sample.benchmarkIndex)}, CPU slowdown ${sample.cpuSlowdownMultiplier.toFixed(2)}×`
    );
}
