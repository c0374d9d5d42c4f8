import { spawnSync } from "node:child_process";
import { startPortalServer } from "../../dev/portal-server";
import { BASELINE_OUT_DIR } from "../baseline/vite.config";
import {
    checkLighthouse,
    checkOwnBytes,
    checkRatios,
    ratiosAgainst,
    readBudgets,
    type Check
} from "./budgets";
import { runLighthouse, type AuditFailure } from "./lighthouse";
import { medianSample, type Sample } from "./metrics";
import { OURS_DIST, servePage, type ServedPage } from "./pages";
import { printTable } from "./table";

/** What a bench part hands back: its budget checks and what goes into the results file. */
export type PartResult = { checks: Check[]; results: Record<string, unknown> };

function viteBuild(label: string, viteArgs: string[]): void {
    console.log(`Building ${label}…`);
    const result = spawnSync("npx", ["vite", "build", "--logLevel", "warn", ...viteArgs], {
        stdio: "inherit"
    });
    if (result.status !== 0) throw new Error(`vite build of ${label} failed`);
}

type Variant = {
    name: "ours" | "baseline";
    page: ServedPage;
    samples: Sample[];
    failures: AuditFailure[];
};

/**
 * The fast static mode (`npm run bench -- --static`, docs/decisions.md §11, §12): builds our theme
 * and the stock-theme baseline with Vite, serves both `login.ftl` pages on loopback with gzip and
 * an injected mock kcContext (the local tRPC portal server running), runs Lighthouse `runs` times
 * on each, alternating, and prints the medians with baseline ÷ ours ratios.
 */
export async function runStaticBench(options: { build: boolean; runs: number }): Promise<PartResult> {
    if (options.build) {
        viteBuild("our theme", []);
        viteBuild("the stock-theme baseline", ["--config", "bench/baseline/vite.config.ts"]);
    }
    const portal = await startPortalServer({ mode: "ok" });
    const variants: Variant[] = [];
    try {
        for (const [name, dist] of [
            ["ours", OURS_DIST],
            ["baseline", BASELINE_OUT_DIR]
        ] as const) {
            variants.push({
                name,
                page: await servePage(dist, portal.url),
                samples: [],
                failures: []
            });
        }
        console.log(`Lighthouse, ${options.runs} runs each (mobile, simulated throttling)…`);
        for (let run = 1; run <= options.runs; run++) {
            for (const variant of variants) {
                variant.page.server.resetLog();
                const { sample, failures } = await runLighthouse(
                    variant.page.url,
                    variant.page.server.origin
                );
                variant.samples.push(sample);
                variant.failures = failures;
                logRun(run, options.runs, variant.name, sample);
            }
        }
    } finally {
        await Promise.all([portal.close(), ...variants.map(variant => variant.page.server.close())]);
    }
    const [ours, baseline] = variants;
    const budgets = readBudgets();
    const [oursMedian, baselineMedian] = [medianSample(ours.samples), medianSample(baseline.samples)];
    const ratios = ratiosAgainst(oursMedian, baselineMedian);
    printTable([
        { label: "ours", sample: oursMedian },
        { label: "baseline (stock Keycloakify)", sample: baselineMedian }
    ]);
    for (const failure of ours.failures)
        console.log(`ours loses ${failure.category} points: ${failure.id}`);
    return {
        checks: [
            ...checkOwnBytes(oursMedian.own, budgets),
            ...checkLighthouse(oursMedian, budgets),
            ...checkRatios(ratios, budgets.vsBaseline, "baseline")
        ],
        results: {
            medians: { ours: oursMedian, baseline: baselineMedian },
            ratios,
            samples: { ours: ours.samples, baseline: baseline.samples },
            failedAudits: { ours: ours.failures, baseline: baseline.failures }
        }
    };
}

/** One progress line per Lighthouse run. */
export function logRun(run: number, runs: number, name: string, sample: Sample): void {
    console.log(
        `  run ${run}/${runs} ${name}: perf ${sample.performance}, ` +
            `LCP ${Math.round(sample.lcpMs)} ms, ${Math.round(sample.bytes.total.compressed / 1000)} kB`
    );
}
