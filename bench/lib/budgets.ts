import { readFileSync } from "node:fs";
import type { OwnBytes, Sample } from "./metrics";

/** A budget: a minimum, a maximum or both. */
export type Bound = { min?: number; max?: number };

/** The server-cost pages: sign-in (a), `error.ftl` (b), the 300-attribute page (c). */
export type ServerPage = "signIn" | "error" | "manyAttributes";

/** Shape of `bench/budgets.json`. */
export type Budgets = {
    ownBytes: OwnBytes;
    /** Own bytes of the other pages `npm run bench:bytes` measures, by capture name. */
    ownBytesOtherPages: Record<"error" | "register", OwnBytes>;
    lighthouse: Record<
        "performance" | "accessibility" | "bestPractices" | "lcpMs" | "tbtMs" | "cls",
        Bound
    >;
    /** The slowest cold run of ours (issue 48: the median alone hides a bimodal LCP). */
    slowestRun: Record<"lcpMs", Bound>;
    vsBaseline: Record<"bytes" | "lcp", Bound>;
    /** Ours on a second load of the sign-in page with the browser's cache and storage kept. */
    repeatVisit: Record<"lcpMs" | "cls", Bound>;
    realServer: {
        vsKeycloakV2: Record<"bytes" | "lcp", Bound>;
        throughputVsKeycloakV2: Partial<Record<ServerPage, Bound>>;
        /** Ours ÷ keycloak.v2 in Keycloak's CPU time per page, by the mode Keycloak runs in. */
        cpuPerPageVsKeycloakV2: Record<"production" | "development", Partial<Record<ServerPage, Bound>>>;
        manyAttributesP95Ms: Bound;
    };
};

/** Other ÷ ours for all bytes transferred and for LCP (above 1: ours is lighter, faster). */
export type Ratios = { bytes: number; lcp: number };

/** One budget compared with its measurement. */
export type Check = { name: string; actual: number; limit: string; ok: boolean };

/** Reads `bench/budgets.json`; throws when it is missing or not JSON. */
export function readBudgets(): Budgets {
    return JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8")) as Budgets;
}

/** A measurement against its bound; not finite (not measured) fails. */
export function check(name: string, actual: number, bound: Bound): Check {
    const ok =
        (bound.min === undefined || actual >= bound.min) &&
        (bound.max === undefined || actual <= bound.max);
    const limit = [
        bound.min !== undefined && `≥ ${bound.min}`,
        bound.max !== undefined && `≤ ${bound.max}`
    ]
        .filter(Boolean)
        .join(" and ");
    return { name, actual, limit, ok: ok && Number.isFinite(actual) };
}

/**
 * Own compressed script/stylesheet/font bytes against `limits` (each a maximum): the sign-in page's
 * `ownBytes` unless another page's are given.
 */
export function checkOwnBytes(
    own: OwnBytes,
    budgets: Budgets,
    limits: OwnBytes = budgets.ownBytes
): Check[] {
    return (Object.keys(limits) as (keyof OwnBytes)[]).map(kind =>
        check(`own ${kind} bytes`, own[kind], { max: limits[kind] })
    );
}

/** Lighthouse medians against `lighthouse` budgets. */
export function checkLighthouse(sample: Sample, budgets: Budgets): Check[] {
    return (Object.keys(budgets.lighthouse) as (keyof Budgets["lighthouse"])[]).map(key =>
        check(key, sample[key], budgets.lighthouse[key])
    );
}

/** The slowest of `samples` (ours' cold runs) against `budgets.slowestRun`. */
export function checkSlowestRun(samples: readonly Sample[], budgets: Budgets): Check[] {
    const slowest = Math.max(...samples.map(sample => sample.lcpMs));
    return [
        check("slowest run lcpMs", samples.length > 0 ? slowest : Number.NaN, budgets.slowestRun.lcpMs)
    ];
}

/** Other ÷ ours for all bytes transferred (compressed) and for LCP. */
export function ratiosAgainst(ours: Sample, other: Sample): Ratios {
    return {
        bytes: other.bytes.total.compressed / ours.bytes.total.compressed,
        lcp: other.lcpMs / ours.lcpMs
    };
}

/**
 * Ratios against their bounds (`vsBaseline`, or `realServer.vsKeycloakV2`), named after the other
 * theme: "baseline ÷ ours bytes".
 */
export function checkRatios(
    ratios: Ratios,
    bounds: Record<keyof Ratios, Bound>,
    other: string
): Check[] {
    return [
        check(`${other} ÷ ours bytes`, ratios.bytes, bounds.bytes),
        check(`${other} ÷ ours LCP`, ratios.lcp, bounds.lcp)
    ];
}

/** Prints one line per check; returns whether all passed. */
export function printChecks(checks: Check[]): boolean {
    for (const { name, actual, limit, ok } of checks) {
        console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${round(actual)} (budget ${limit})`);
    }
    return checks.every(c => c.ok);
}

function round(value: number): number {
    return Math.round(value * 1000) / 1000;
}
