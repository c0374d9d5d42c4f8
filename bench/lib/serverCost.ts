import autocannon from "autocannon";
import { median } from "./metrics";

/** Load settings: bounded in time and in count, a few connections for a 2-core machine. */
export const LOAD = {
    /** Concurrent keep-alive connections. */
    connections: 4,
    /** Seconds of measured load per page and theme. */
    durationS: 10,
    /** At most this many requests per measurement, whatever the duration. */
    maxRequests: 20_000,
    /** Seconds of unmeasured load per page and theme before any measurement (JIT, templates). */
    warmupS: 8,
    /** Measurements per page and theme, themes in alternating order; the faster one is kept. */
    rounds: 2,
    /** A request taking longer counts as an error. */
    timeoutS: 10
};

/** What one page costs the server under {@link LOAD}. Latencies in ms, bytes of the HTML body. */
export type ServerCost = {
    requests: number;
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

function run(
    target: LoadTarget,
    durationS: number,
    onResponse?: (status: number, ms: number) => void
): Promise<autocannon.Result> {
    return new Promise((resolve, reject) => {
        const instance = autocannon(
            {
                url: target.url,
                headers: target.headers,
                connections: LOAD.connections,
                duration: durationS,
                maxOverallRequests: LOAD.maxRequests,
                timeout: LOAD.timeoutS
            },
            (error, result) => (error ? reject(error) : resolve(result))
        );
        if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
    });
}

/**
 * Checks that `target` answers with its expected status, then loads it for {@link LOAD.warmupS}
 * unmeasured.
 * @throws Error when the first response does not have the expected status.
 */
export async function warmUp(target: LoadTarget): Promise<void> {
    const first = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    await first.arrayBuffer();
    if (first.status !== target.expectStatus)
        throw new Error(`${target.url} answered ${first.status}, expected ${target.expectStatus}`);
    await run(target, LOAD.warmupS);
}

/**
 * Loads one page with autocannon on loopback for {@link LOAD.durationS} (at most
 * {@link LOAD.maxRequests} requests). Latency percentiles are computed from every response's time
 * (autocannon's summary has no p95); the CPU time is the difference of `cpuMs()` before and after,
 * divided by the responses; the HTML is the body of one response before the load.
 * @param cpuMs reads Keycloak's CPU time so far in ms.
 */
export async function measureServerCost(target: LoadTarget, cpuMs: () => number): Promise<ServerCost> {
    const first = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    const html = await first.text();
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    const cpuBefore = cpuMs();
    const result = await run(target, LOAD.durationS, (status, ms) => {
        times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
    });
    const cpu = cpuMs() - cpuBefore;
    const errors = result.errors + result.timeouts;
    if (errors > 0) statuses.errors = errors;
    return {
        requests: times.length,
        requestsPerSecond: times.length / (result.duration || LOAD.durationS),
        p50Ms: median(times),
        p95Ms: percentile(times, 95),
        p99Ms: percentile(times, 99),
        htmlBytes: Buffer.byteLength(html),
        cpuMsPerRequest: cpu / times.length,
        statuses
    };
}
