import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { authorizationUrl, KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { themeJarFor } from "../../dev/keycloak/theme";
import {
    check,
    checkLighthouse,
    checkSlowestRun,
    checkOwnBytes,
    checkRatios,
    ratiosAgainst,
    readBudgets,
    type Check
} from "./budgets";
import {
    CALIBRATION_READINGS,
    calibrationIndex,
    cpuSlowdownFor,
    DEFAULT_CPU_SLOWDOWN
} from "./calibration";
import { logRun, runLighthouse, type AuditFailure } from "./lighthouse";
import { medianSample, type Sample } from "./metrics";
import { whyNoPaint } from "./paintFailure";
import {
    collectGarbage,
    createManyAttributesUser,
    policyText,
    shortenSessionLifespans,
    signInToUpdateProfile,
    startBenchServer,
    THEMES,
    switchLoginTheme,
    waitForQuiet,
    type Theme
} from "./realServer";
import { cpuTimeMs } from "./procStat";
import {
    LOAD,
    measureServerCost,
    pairedRatios,
    summarize,
    warmUp,
    type LoadTarget,
    type ServerCost,
    type ServerCostSummary
} from "./serverCost";
import type { Spread } from "./spread";
import { untilSteady, warmUpText } from "./steady";
import { buildReactJar, REACT_BUILT_JAR, renamedReactJar } from "../../dev/keycloak/reactTheme";
import { buildStockThemeJar, STOCK_JAR } from "./stockTheme";
import { printTable, serverTable, type ServerRow } from "./table";

/** Which parts of the real-server bench run, and how. */
export type RealServerOptions = {
    build: boolean;
    runs: number;
    firstView: boolean;
    server: boolean;
    /** Keycloak in production mode: two nodes behind HAProxy, PostgreSQL (`dev/keycloak/production.ts`). */
    production: boolean;
};

/** A redirect URI the demo client does not allow: Keycloak answers with `error.ftl` (HTTP 400). */
const FOREIGN_REDIRECT_URI = "https://not-registered.example/callback";

/** The server-cost pages, in table order. */
const PAGES = [
    { id: "signIn", label: "(a) sign-in" },
    { id: "error", label: "(b) error.ftl" },
    { id: "manyAttributes", label: "(c) 300 attributes" }
] as const;

type PageId = (typeof PAGES)[number]["id"];

/** Builds the jars the run needs; returns the extra providers: the stock theme's and, for the first view, the React copy. */
function buildJars(build: boolean, firstView: boolean): string[] {
    if (build) {
        console.log("Building our theme jar…");
        const result = spawnSync("npm", ["run", "--silent", "build-keycloak-theme"], {
            stdio: "inherit"
        });
        if (result.status !== 0) throw new Error("npm run build-keycloak-theme failed");
    }
    if (build || !existsSync(STOCK_JAR)) {
        console.log("Building the stock Keycloakify theme jar…");
        buildStockThemeJar();
    }
    if (!firstView) return [STOCK_JAR];
    if (build || !existsSync(REACT_BUILT_JAR)) {
        console.log("Building our theme jar on React 19 (UI_RUNTIME=react)…");
        buildReactJar();
    }
    return [STOCK_JAR, renamedReactJar()];
}

/** The servers the bench measures the cost of: every column but the policy variants. */
const SERVER_THEMES = THEMES.filter(theme => theme.serverCost);

/**
 * Checks that Keycloak now renders the sign-in page with `theme`: its resources live under
 * `…/login/<loginTheme>/` and its Content-Security-Policy is the column's. Guards against
 * measuring the wrong theme or policy after a switch. Asked twice, so that behind the load
 * balancer's round robin each node answers once (the realm change reaches the other node as a
 * cache invalidation).
 * @throws Error when a page names another theme or carries another policy.
 */
async function expectTheme(theme: Theme): Promise<void> {
    for (let ask = 0; ask < 2; ask++) {
        const response = await fetch(authorizationUrl());
        const html = await response.text();
        if (!html.includes(`/login/${theme.loginTheme}/`))
            throw new Error(`Keycloak did not switch to the ${theme.loginTheme} login theme`);
        if (response.headers.get("content-security-policy") !== policyText(theme.policy))
            throw new Error(`Keycloak did not switch to the ${theme.policy} policy`);
    }
}

/** A column's name with its policy, for the tables and the one-line reports. */
function columnName(theme: Theme): string {
    return `${theme.loginTheme} (${theme.policy} policy)`;
}

async function measureFirstViews(runs: number, pids: (number | undefined)[]) {
    const samples = new Map<Theme["id"], Sample[]>(THEMES.map(theme => [theme.id, []]));
    const failures = new Map<Theme["id"], AuditFailure[]>();
    const noPaint = new Map<Theme["id"], string>();
    // A fresh Keycloak answers its first pages slowly (templates compiled, code not yet
    // JIT-compiled), and Lighthouse counts the document's server response time: each theme's
    // sign-in page is loaded first, as a running server has served it many times before.
    console.log(`Warming up: ${LOAD.warmupS} s of sign-in pages per theme…`);
    const loginThemes = new Set<string>();
    for (const theme of THEMES) {
        if (loginThemes.has(theme.loginTheme)) continue;
        loginThemes.add(theme.loginTheme);
        await switchLoginTheme(theme);
        await warmUp({ url: authorizationUrl(), expectStatus: 200 });
    }
    // The first Lighthouse run of a process loads Chromium and Lighthouse's own code from disk; it
    // was the slowest sample of every bench (always ours, measured first), so it is discarded. The
    // runs after it read the machine's benchmarkIndex, whose median sets the slowdown (issue 48).
    await switchLoginTheme(THEMES[0]);
    const readings: number[] = [];
    for (let reading = 0; reading <= CALIBRATION_READINGS; reading++) {
        const run = await runLighthouse(authorizationUrl(), KEYCLOAK_URL).catch(() => undefined);
        if (reading > 0) readings.push(run?.sample.benchmarkIndex ?? Number.NaN);
    }
    const benchmarkIndex = calibrationIndex(readings);
    const calibration = {
        benchmarkIndex,
        cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
        readings
    };
    console.log(
        `Lighthouse benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (median of ` +
            `${readings.map(Math.round).join(", ")}): CPU slowdown ` +
            `${calibration.cpuSlowdownMultiplier.toFixed(2)}× (Lighthouse's calibration; default ${DEFAULT_CPU_SLOWDOWN}×)`
    );
    const repeatSamples = new Map<Theme["id"], Sample[]>();
    const revisited = THEMES.filter(theme => theme.repeatVisit);
    console.log(
        `Lighthouse on ${KEYCLOAK_URL}, ${runs} runs per column (mobile, simulated throttling), ` +
            `and a repeat visit of ${revisited.map(columnName).join(" and ")} after each of their runs…`
    );
    for (let run = 1; run <= runs; run++) {
        for (const theme of THEMES.filter(theme => !noPaint.has(theme.id))) {
            await switchLoginTheme(theme);
            await expectTheme(theme);
            // Keycloak shares the machine's cores with Chromium: its JIT compiler and garbage
            // collector finish their work first, or they would lengthen the page's measured tasks.
            if (!(await waitForQuiet(pids))) console.log("  Keycloak did not go quiet within 30 s");
            try {
                const result = await runLighthouse(authorizationUrl(), KEYCLOAK_URL, {
                    cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier,
                    repeatVisit: theme.repeatVisit
                });
                samples.get(theme.id)!.push(result.sample);
                failures.set(theme.id, result.failures);
                logRun(run, runs, columnName(theme), result.sample);
                if (result.repeat) {
                    repeatSamples.set(theme.id, [...(repeatSamples.get(theme.id) ?? []), result.repeat]);
                    logRun(run, runs, `${columnName(theme)}, repeat visit`, result.repeat);
                }
            } catch (error) {
                const reason = `${String(error).split("\n")[0]}; ${await whyNoPaint(authorizationUrl())}`;
                noPaint.set(theme.id, reason);
                console.log(`  ${columnName(theme)} did not paint: ${reason}`);
            }
        }
    }
    const measured = THEMES.filter(theme => !noPaint.has(theme.id));
    const medians = Object.fromEntries(
        measured.map(theme => [theme.id, medianSample(samples.get(theme.id)!)])
    ) as Partial<Record<Theme["id"], Sample>>;
    const repeatVisits = Object.fromEntries(
        [...repeatSamples].map(([id, taken]) => [id, { median: medianSample(taken), samples: taken }])
    ) as Partial<Record<Theme["id"], RepeatVisit>>;
    return {
        medians,
        calibration,
        repeatVisit: repeatVisits.ours,
        repeatVisits,
        samples: Object.fromEntries(samples),
        failures: Object.fromEntries(failures) as Partial<Record<Theme["id"], AuditFailure[]>>,
        noPaint: Object.fromEntries(noPaint) as Partial<Record<Theme["id"], string>>
    };
}

/** A column's second loads, cache and storage kept: their median and every sample. */
type RepeatVisit = { median: Sample; samples: Sample[] };

/**
 * Where each page is loaded. The 300-attribute page is signed in to afresh for each load: its
 * authentication session would not outlive {@link SHORT_SESSION_LIFESPANS} across a run.
 */
async function serverTarget(page: PageId): Promise<LoadTarget> {
    if (page === "signIn") return { url: authorizationUrl(), expectStatus: 200 };
    if (page === "error")
        return { url: authorizationUrl({ redirect_uri: FOREIGN_REDIRECT_URI }), expectStatus: 400 };
    const session = await signInToUpdateProfile();
    return { url: session.url, headers: { cookie: session.cookie }, expectStatus: 200 };
}

/** Counted rounds of every page and theme, and their sums. */
type ServerMeasurement = {
    costs: Record<ServerThemeId, Record<PageId, ServerCostSummary>>;
    rounds: Record<ServerThemeId, Record<PageId, ServerCost[]>>;
    /** Ours ÷ keycloak.v2 round by round, per page. */
    ratios: Record<PageId, { cpuPerPage: Spread; requestsPerSecond: Spread }>;
};

type ServerThemeId = (typeof SERVER_THEMES)[number]["id"];

/** A warm-up series' name: the theme and the page. */
const seriesName = (theme: Theme, page: (typeof PAGES)[number]) => `${theme.id} ${page.label}`;

async function measureServer(pids: (number | undefined)[]): Promise<ServerMeasurement> {
    const restore = await shortenSessionLifespans();
    try {
        return await measureServerRounds(pids);
    } finally {
        await restore();
    }
}

async function measureServerRounds(pids: (number | undefined)[]): Promise<ServerMeasurement> {
    await createManyAttributesUser();
    if (pids.includes(undefined)) console.log("Keycloak's process not found: no CPU time per request.");
    console.log(
        `Server cost: autocannon, ${LOAD.connections} connections; ${warmUpText()}, then ` +
            `${LOAD.rounds} rounds of ${LOAD.durationS} s per page (at most ${LOAD.maxRequests} requests), ` +
            "themes interleaved, each figure the median of the rounds…"
    );
    for (const theme of SERVER_THEMES) {
        await switchLoginTheme(theme);
        await expectTheme(theme);
        for (const page of PAGES) await warmUp(await serverTarget(page.id), 1);
    }
    const [ours, keycloakV2, ...others] = SERVER_THEMES;
    // Ours and keycloak.v2 next to each other, taking turns to go first; the stock theme last.
    const orderOf = (round: number) => [
        ...(round % 2 === 0 ? [ours, keycloakV2] : [keycloakV2, ours]),
        ...others
    ];
    const measure = async (theme: Theme, page: (typeof PAGES)[number]) => {
        await switchLoginTheme(theme);
        await expectTheme(theme);
        const target = await serverTarget(page.id);
        // The previous load's garbage and JIT work (the stock theme's most of all) would otherwise
        // be billed to this one: collected, then quiet, each load starts from the same heap.
        if (!collectGarbage(pids))
            console.log("  jcmd GC.run failed: the heap is as the last load left it");
        if (!(await waitForQuiet(pids))) console.log("  Keycloak did not go quiet within 30 s");
        return measureServerCost(target, () => cpuTimeMs(pids));
    };
    const watched = new Set(
        PAGES.flatMap(page => [ours, keycloakV2].map(theme => seriesName(theme, page)))
    );
    const warmUps = await untilSteady(
        async round => {
            const figures: Record<string, number> = {};
            for (const page of PAGES)
                for (const theme of orderOf(round))
                    figures[seriesName(theme, page)] = (await measure(theme, page)).cpuMsPerRequest;
            console.log(`  warm-up round ${round + 1} of at most ${LOAD.maxWarmUpRounds} done`);
            return figures;
        },
        name => watched.has(name)
    );
    for (const [name, figures] of Object.entries(warmUps))
        console.log(`  warm-up ${name}: ${figures.map(cpu => cpu.toFixed(3)).join(", ")} CPU ms/page`);
    const rounds = Object.fromEntries(
        SERVER_THEMES.map(theme => [theme.id, Object.fromEntries(PAGES.map(page => [page.id, []]))])
    ) as unknown as ServerMeasurement["rounds"];
    for (let round = 1; round <= LOAD.rounds; round++) {
        for (const page of PAGES) {
            for (const theme of orderOf(round - 1)) {
                const cost = await measure(theme, page);
                rounds[theme.id][page.id].push(cost);
                console.log(
                    `  round ${round} ${theme.id} ${page.label}: ${cost.requestsPerSecond.toFixed(0)} req/s, ` +
                        `${cost.cpuMsPerRequest.toFixed(3)} CPU ms/page, p95 ${cost.p95Ms.toFixed(0)} ms, ` +
                        `statuses ${JSON.stringify(cost.statuses)}`
                );
            }
        }
    }
    const perPage = <T>(of: (page: PageId) => T) =>
        Object.fromEntries(PAGES.map(page => [page.id, of(page.id)])) as Record<PageId, T>;
    return {
        rounds,
        costs: Object.fromEntries(
            SERVER_THEMES.map(theme => [theme.id, perPage(page => summarize(rounds[theme.id][page]))])
        ) as ServerMeasurement["costs"],
        ratios: perPage(page => ({
            cpuPerPage: pairedRatios(rounds.ours[page], rounds["keycloak.v2"][page], "cpuMsPerRequest"),
            requestsPerSecond: pairedRatios(
                rounds.ours[page],
                rounds["keycloak.v2"][page],
                "requestsPerSecond"
            )
        }))
    };
}

/**
 * The server-cost budgets of `bench/budgets.json` (`realServer`): ours ÷ keycloak.v2 in requests per
 * second and in CPU per page (the median of the round-by-round ratios), the latter by mode, and
 * the p95 of the 300-attribute page.
 */
function serverChecks(
    ratios: ServerMeasurement["ratios"],
    manyAttributes: ServerCost,
    production: boolean
): Check[] {
    const bounds = readBudgets().realServer;
    const cpuBounds = bounds.cpuPerPageVsKeycloakV2[production ? "production" : "development"];
    return PAGES.flatMap(page => [
        ...(bounds.throughputVsKeycloakV2[page.id]
            ? [
                  check(
                      `ours ÷ keycloak.v2 req/s, ${page.label}`,
                      ratios[page.id].requestsPerSecond.median,
                      bounds.throughputVsKeycloakV2[page.id]!
                  )
              ]
            : []),
        ...(cpuBounds[page.id]
            ? [
                  check(
                      `ours ÷ keycloak.v2 CPU per page, ${page.label}`,
                      ratios[page.id].cpuPerPage.median,
                      cpuBounds[page.id]!
                  )
              ]
            : []),
        ...(page.id === "manyAttributes"
            ? [check(`ours p95 ms, ${page.label}`, manyAttributes.p95Ms, bounds.manyAttributesP95Ms)]
            : [])
    ]);
}

/** Our jar as measured: its path and SHA-256, so that two runs can be told to be of the same jar. */
function jarIdentity(keycloakVersion: string): { path: string; sha256: string } | undefined {
    const path = themeJarFor(keycloakVersion);
    return existsSync(path)
        ? { path, sha256: createHash("sha256").update(readFileSync(path)).digest("hex") }
        : undefined;
}

/** What the bench hands back: its budget checks and what goes into the results file. */
export type PartResult = { checks: Check[]; results: Record<string, unknown> };

/**
 * The real-server bench (`npm run bench`): builds our jar and the stock Keycloakify jar, starts
 * the real Keycloak set-up with both (`dev/keycloak/development.ts`, production theme caching; with
 * `options.production`, `dev/keycloak/production.ts`: two nodes behind HAProxy, PostgreSQL, every
 * request below going through HAProxy and CPU summed over both nodes) and, on the demo realm,
 * switches the login theme between ours, `keycloak.v2` and the stock theme:
 * - first view: Lighthouse `runs` times per theme on the demo client's authorization URL
 *   (themes alternating), medians in one table with ratios against ours;
 * - server cost: autocannon on (a) the sign-in page, (b) `error.ftl`, (c) the update-profile page
 *   of a user with 300 attributes, with Keycloak's CPU time per request (requests per second from
 *   the exact count and the time to the last response), every page and theme
 *   warmed up first, then measured in rounds (themes in alternating order, the faster round kept,
 *   so a burst of other work on the machine weighs less); ratios against `keycloak.v2`.
 * Keycloak is stopped afterwards, also on failure.
 */
export async function runRealServerBench(options: RealServerOptions): Promise<PartResult> {
    const extraJars = buildJars(options.build, options.firstView);
    const keycloak = await startBenchServer(extraJars, options.production);
    let firstView: Awaited<ReturnType<typeof measureFirstViews>> | undefined;
    let server: Awaited<ReturnType<typeof measureServer>> | undefined;
    try {
        console.log(`Ready: ${keycloak.description}`);
        // Server first: its uncounted rounds warm every theme up, more than the first view's 8 s.
        if (options.server) server = await measureServer(keycloak.javaPids);
        if (options.firstView) firstView = await measureFirstViews(options.runs, keycloak.javaPids);
    } finally {
        await keycloak.stop();
    }
    const budgets = readBudgets();
    const checks: Check[] = [];
    if (firstView) {
        const { medians, noPaint } = firstView;
        const repeat = firstView.repeatVisit?.median;
        printTable([
            ...THEMES.flatMap(theme => {
                const sample = medians[theme.id];
                return sample ? [{ label: columnName(theme), sample }] : [];
            }),
            ...THEMES.flatMap(theme => {
                const sample = firstView.repeatVisits[theme.id]?.median;
                return sample ? [{ label: `${theme.id}, repeat visit`, sample }] : [];
            })
        ]);
        checks.push(
            check("repeat visit lcpMs", repeat?.lcpMs ?? Number.NaN, budgets.repeatVisit.lcpMs),
            check("repeat visit cls", repeat?.cls ?? Number.NaN, budgets.repeatVisit.cls)
        );
        for (const theme of THEMES) {
            const reason = noPaint[theme.id];
            if (reason) console.log(`${columnName(theme)} did not paint: ${reason}`);
        }
        for (const failure of firstView.failures.ours ?? [])
            console.log(`ours loses ${failure.category} points: ${failure.id}`);
        checks.push(
            check(`ours paints under the ${THEMES[0].policy} policy`, medians.ours ? 1 : 0, { min: 1 })
        );
        if (medians.ours) {
            const against = (other: Sample | undefined) =>
                other ? ratiosAgainst(medians.ours!, other) : { bytes: Number.NaN, lcp: Number.NaN };
            checks.push(
                ...checkOwnBytes(medians.ours.own, budgets),
                ...checkLighthouse(medians.ours, budgets),
                ...checkSlowestRun(firstView.samples.ours ?? [], budgets),
                ...checkRatios(against(medians.stock), budgets.vsBaseline, "stock"),
                ...checkRatios(
                    against(medians["keycloak.v2"]),
                    budgets.realServer.vsKeycloakV2,
                    "keycloak.v2"
                )
            );
        }
    }
    if (server) {
        const rows: ServerRow[] = PAGES.flatMap(page =>
            SERVER_THEMES.map(theme => ({
                page: page.label,
                theme: columnName(theme),
                cost: server.costs[theme.id][page.id],
                reference: server.costs["keycloak.v2"][page.id],
                ratios: theme.id === "ours" ? server.ratios[page.id] : undefined
            }))
        );
        console.log(`\n${serverTable(rows)}\n`);
        checks.push(
            ...serverChecks(server.ratios, server.costs.ours.manyAttributes, options.production)
        );
    }
    return {
        checks,
        results: {
            keycloak: {
                version: keycloak.version,
                url: KEYCLOAK_URL,
                description: keycloak.description,
                ...keycloak.details
            },
            themes: THEMES,
            ...(firstView && {
                firstView: {
                    medians: firstView.medians,
                    calibration: firstView.calibration,
                    repeatVisit: firstView.repeatVisit,
                    repeatVisits: firstView.repeatVisits,
                    samples: firstView.samples,
                    failedAudits: firstView.failures,
                    noPaint: firstView.noPaint
                }
            }),
            jar: jarIdentity(keycloak.version),
            ...(server && { serverCost: { load: LOAD, ...server } })
        }
    };
}
