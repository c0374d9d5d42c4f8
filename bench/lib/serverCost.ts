import autocannon from "autocannon";
import { median } from "./metrics";
import { spreadOf, type Spread } from "./spread";
import { WARM_UP } from "./steady";

/**
 * Load settings: bounded in time and in count, a few connections for a 2-core machine. Uncounted
 * rounds come first, until every page's CPU per page holds still ({@link WARM_UP}); then, round by
 * round and page by page, ours and keycloak.v2 are measured one after the other (taking turns to
 * go first), then the stock theme, so drift over the run reaches both alike.
 */
export const LOAD = {
    /** Concurrent keep-alive connections. */
    connections: 4,
    /** Seconds of measured load per page, theme and round. */
    durationS: 6,
    /** At most this many requests per measurement, whatever the duration. */
    maxRequests: 10_000,
    /** Seconds of sign-in pages per theme before the first view's Lighthouse runs. */
    warmupS: 8,
    /** Counted rounds per page and theme, after the warm-up loads. */
    rounds: 6,
    ...WARM_UP,
    /** A request taking longer counts as an error. */
    timeoutS: 10
};

/** What one page costs the server under {@link LOAD}. Latencies in ms, bytes of the HTML body. */
export type ServerCost = {
    requests: number;
    /** From the first request to the last response, in s. */
    elapsedS: number;
    /** `requests` ÷ `elapsedS`. */
    requestsPerSecond: number;
    p50Ms: number;
    p95Ms: number;
    p99Ms: number;
    htmlBytes: number;
    /** Keycloak's CPU time (user + system) per request in ms; `NaN` when it cannot be read. */
    cpuMsPerRequest: number;
    /** Responses per HTTP status, and `errors` (timeouts, resets). */
    statuses: Record<string, number>;
};

/** A page to load: its URL, request headers (cookies) and the status it must answer with. */
export type LoadTarget = { url: string; headers?: Record<string, string>; expectStatus: number };

/** The `p`th percentile (0–100) by nearest rank; `NaN` for no values. */
export function percentile(values: number[], p: number): number {
    if (values.length === 0) return Number.NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What one autocannon run saw: its summary and when it started and got its last response (ms, `performance.now()`). */
type Run = { result: autocannon.Result; startedAt: number; lastResponseAt: number };

function run(
    target: LoadTarget,
    durationS: number,
    onResponse?: (status: number, ms: number) => void
): Promise<Run> {
    return new Promise((resolve, reject) => {
        const startedAt = performance.now();
        let lastResponseAt = startedAt;
        const instance = autocannon(
            {
                url: target.url,
                headers: target.headers,
                connections: LOAD.connections,
                duration: durationS,
                maxOverallRequests: LOAD.maxRequests,
                timeout: LOAD.timeoutS
            },
            (error, result) => (error ? reject(error) : resolve({ result, startedAt, lastResponseAt }))
        );
        instance.on("response", (_client, status, _bytes, ms) => {
            lastResponseAt = performance.now();
            onResponse?.(status, ms);
        });
    });
}

/**
 * Checks that `target` answers with its expected status, then loads it for `durationS` (default
 * {@link LOAD.warmupS}) unmeasured.
 * @throws Error when the first response does not have the expected status.
 */
export async function warmUp(target: LoadTarget, durationS = LOAD.warmupS): Promise<void> {
    const first = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    await first.arrayBuffer();
    if (first.status !== target.expectStatus)
        throw new Error(`${target.url} answered ${first.status}, expected ${target.expectStatus}`);
    await run(target, durationS);
}

/**
 * Loads one page with autocannon on loopback for {@link LOAD.durationS} (at most
 * {@link LOAD.maxRequests} requests). Latency percentiles are computed from every response's time
 * (autocannon's summary has no p95); the rate is the responses ÷ the time from the first request
 * to the last response; the CPU time is the difference of `cpuMs()` before and after, divided by
 * the responses; the HTML is the body of one response before the load.
 * @param cpuMs reads Keycloak's CPU time so far in ms.
 */
export async function measureServerCost(target: LoadTarget, cpuMs: () => number): Promise<ServerCost> {
    const first = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    const html = await first.text();
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    const cpuBefore = cpuMs();
    const { result, startedAt, lastResponseAt } = await run(target, LOAD.durationS, (status, ms) => {
        times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
    });
    const cpu = cpuMs() - cpuBefore;
    const errors = result.errors + result.timeouts;
    if (errors > 0) statuses.errors = errors;
    // autocannon notices the request cap only at its once-a-second tick, so its own duration is
    // whole seconds when the cap ends a run: the rate comes from the last response's time instead.
    const elapsedS = (lastResponseAt - startedAt) / 1000;
    return {
        requests: times.length,
        elapsedS,
        requestsPerSecond: times.length / elapsedS,
        p50Ms: median(times),
        p95Ms: percentile(times, 95),
        p99Ms: percentile(times, 99),
        htmlBytes: Buffer.byteLength(html),
        cpuMsPerRequest: cpu / times.length,
        statuses
    };
}

/** A page's cost over the counted rounds: each field the median of the rounds, with the spread of two. */
export type ServerCostSummary = ServerCost & {
    spread: { requestsPerSecond: Spread; cpuMsPerRequest: Spread };
};

/**
 * Sums up one page and theme over its rounds: every figure the median of the rounds (statuses
 * added up), and the spread of requests per second and CPU per request.
 * @throws Error when there are no rounds.
 */
export function summarize(rounds: ServerCost[]): ServerCostSummary {
    if (rounds.length === 0) throw new Error("No rounds to sum up");
    const of = (key: Exclude<keyof ServerCost, "statuses">) => median(rounds.map(round => round[key]));
    const statuses: Record<string, number> = {};
    for (const round of rounds)
        for (const [status, count] of Object.entries(round.statuses))
            statuses[status] = (statuses[status] ?? 0) + count;
    return {
        requests: of("requests"),
        elapsedS: of("elapsedS"),
        requestsPerSecond: of("requestsPerSecond"),
        p50Ms: of("p50Ms"),
        p95Ms: of("p95Ms"),
        p99Ms: of("p99Ms"),
        htmlBytes: of("htmlBytes"),
        cpuMsPerRequest: of("cpuMsPerRequest"),
        statuses,
        spread: {
            requestsPerSecond: spreadOf(rounds.map(round => round.requestsPerSecond)),
            cpuMsPerRequest: spreadOf(rounds.map(round => round.cpuMsPerRequest))
        }
    };
}

/**
 * Ours ÷ the reference round by round (the rounds measured next to each other), for one figure.
 * @returns the spread of those ratios; its median is the ratio the budgets hold.
 */
export function pairedRatios(
    ours: ServerCost[],
    reference: ServerCost[],
    key: "requestsPerSecond" | "cpuMsPerRequest"
): Spread {
    return spreadOf(ours.map((round, index) => round[key] / reference[index][key]));
}
