/**
 * `npm run bench [-- --check] [-- --no-build] [-- --runs=3]` (docs/decisions.md §11, §12): builds
 * our theme and the Keycloakify stock-theme baseline for production, serves both `login.ftl` pages
 * on loopback with gzip (the local tRPC portal server running), runs Lighthouse on each `runs`
 * times (alternating, mobile preset, simulated throttling), prints medians with baseline ÷ ours
 * ratios and writes
 * `bench/results/latest.json`. With `--check` it exits 1 when a budget in `bench/budgets.json`
 * is missed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { startPortalServer } from "../dev/portal-server";
import { BASELINE_OUT_DIR } from "./baseline/vite.config";
import {
    baselineRatios,
    checkLighthouse,
    checkOwnBytes,
    checkRatios,
    printChecks,
    readBudgets
} from "./lib/budgets";
import { runLighthouse, type AuditFailure } from "./lib/lighthouse";
import { medianSample, type Sample } from "./lib/metrics";
import { OURS_DIST, serveLoginPage, type ServedPage } from "./lib/pages";
import { printTable } from "./lib/table";

const args = process.argv.slice(2);
const options = {
    check: args.includes("--check"),
    build: !args.includes("--no-build"),
    runs: Number(/^--runs=(\d+)$/.exec(args.find(arg => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3)
};

function build(label: string, viteArgs: string[]): void {
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

async function measure(variants: Variant[]): Promise<void> {
    for (let run = 1; run <= options.runs; run++) {
        for (const variant of variants) {
            variant.page.server.resetLog();
            const { sample, failures } = await runLighthouse(
                variant.page.url,
                variant.page.server.origin
            );
            variant.samples.push(sample);
            variant.failures = failures;
            console.log(
                `  run ${run}/${options.runs} ${variant.name}: perf ${sample.performance}, ` +
                    `LCP ${Math.round(sample.lcpMs)} ms, ${Math.round(sample.bytes.total.compressed / 1000)} kB`
            );
        }
    }
}

async function main(): Promise<number> {
    if (options.build) {
        build("our theme", []);
        build("the stock-theme baseline", ["--config", "bench/baseline/vite.config.ts"]);
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
                page: await serveLoginPage(dist, portal.url),
                samples: [],
                failures: []
            });
        }
        console.log(`Lighthouse, ${options.runs} runs each (mobile, simulated throttling)…`);
        await measure(variants);
    } finally {
        await Promise.all([portal.close(), ...variants.map(variant => variant.page.server.close())]);
    }
    return report(variants);
}

function report([ours, baseline]: Variant[]): number {
    const budgets = readBudgets();
    const [oursMedian, baselineMedian] = [medianSample(ours.samples), medianSample(baseline.samples)];
    const ratios = baselineRatios(oursMedian, baselineMedian);
    printTable(oursMedian, baselineMedian);
    for (const failure of ours.failures)
        console.log(`ours loses ${failure.category} points: ${failure.id}`);
    const checks = [
        ...checkOwnBytes(oursMedian.own, budgets),
        ...checkLighthouse(oursMedian, budgets),
        ...checkRatios(ratios, budgets)
    ];
    const passed = printChecks(checks);
    writeResults({
        medians: { ours: oursMedian, baseline: baselineMedian },
        ratios,
        checks,
        samples: { ours: ours.samples, baseline: baseline.samples },
        failedAudits: { ours: ours.failures, baseline: baseline.failures }
    });
    return options.check && !passed ? 1 : 0;
}

function writeResults(results: Record<string, unknown>): void {
    mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
    const document = {
        date: new Date().toISOString(),
        runs: options.runs,
        environment: { node: process.version, lighthouse: "mobile preset, simulated throttling" },
        ...results
    };
    writeFileSync(
        new URL("./results/latest.json", import.meta.url),
        `${JSON.stringify(document, null, 4)}\n`
    );
    console.log("Wrote bench/results/latest.json");
}

main().then(
    code => process.exit(code),
    error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(2);
    }
);
