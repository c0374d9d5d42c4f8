/** Resource kinds the bench reports (Lighthouse's resource types, folded). */
export const RESOURCE_KINDS = ["document", "script", "stylesheet", "font", "image", "other"] as const;

/** One of {@link RESOURCE_KINDS}. */
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Bytes of one kind: `raw` uncompressed body, `compressed` bytes on the wire, request count. */
export type ByteCount = { raw: number; compressed: number; requests: number };

/** Bytes per kind plus the sum over all kinds. */
export type ByteTotals = Record<ResourceKind | "total", ByteCount>;

/** A theme's own script + stylesheet + font bytes (compressed), the subject of the byte budgets. */
export type OwnBytes = { script: number; stylesheet: number; font: number; total: number };

/** One page measurement: Lighthouse scores 0–100, LCP/TBT in ms, CLS unitless, bytes. */
export type Sample = {
    performance: number;
    accessibility: number;
    bestPractices: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    bytes: ByteTotals;
    own: OwnBytes;
    /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`); absent before 27 Nov 2026. */
    benchmarkIndex: number;
    /** The CPU slowdown Lighthouse simulated with (`configSettings.throttling`). */
    cpuSlowdownMultiplier: number;
    /** Lighthouse's `long-tasks`: main-thread tasks of 50 ms or more as simulated (ms), what TBT is made of; since 28 Nov 2026. */
    longTasks?: LongTask[];
};

/** One long task: the script Lighthouse attributes it to, its simulated start and length (ms). */
export type LongTask = { url: string; startMs: number; durationMs: number };

/** One fetched resource as the bench sees it. */
export type Resource = { url: string; kind: ResourceKind; raw: number; compressed: number };

/** Folds a MIME type or Lighthouse resource type (`Script`, `text/css`, …) into a kind. */
export function kindOf(type: string): ResourceKind {
    const value = type.toLowerCase();
    if (value === "document" || value.startsWith("text/html")) return "document";
    if (value === "script" || value.includes("javascript")) return "script";
    if (value === "stylesheet" || value.startsWith("text/css")) return "stylesheet";
    if (value === "font" || value.startsWith("font/")) return "font";
    if (value === "image" || value.startsWith("image/")) return "image";
    return "other";
}

/** Sums resources per kind and in all. */
export function totalBytes(resources: Resource[]): ByteTotals {
    const zero = (): ByteCount => ({ raw: 0, compressed: 0, requests: 0 });
    const totals = Object.fromEntries(
        [...RESOURCE_KINDS, "total"].map(kind => [kind, zero()])
    ) as ByteTotals;
    for (const resource of resources) {
        for (const key of [resource.kind, "total"] as const) {
            totals[key].raw += resource.raw;
            totals[key].compressed += resource.compressed;
            totals[key].requests += 1;
        }
    }
    return totals;
}

/**
 * The theme's own script, stylesheet and font bytes: resources served by the theme's origin
 * (Keycloak), not the portal's. Compressed bytes as sent.
 */
export function ownBytes(resources: Resource[], themeOrigin: string): OwnBytes {
    const own = resources.filter(resource => resource.url.startsWith(`${themeOrigin}/`));
    const sum = (kind: ResourceKind) =>
        own.filter(resource => resource.kind === kind).reduce((bytes, r) => bytes + r.compressed, 0);
    const [script, stylesheet, font] = [sum("script"), sum("stylesheet"), sum("font")];
    return { script, stylesheet, font, total: script + stylesheet + font };
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of every field over the samples (each field on its own). Throws on an empty list. */
export function medianSample(samples: Sample[]): Sample {
    if (samples.length === 0) throw new Error("No samples to take a median of");
    // A list of tasks has no median: each sample keeps its own.
    const first = { ...samples[0], longTasks: undefined };
    return mapLeaves(first, path => median(samples.map(sample => leaf(sample, path)))) as Sample;
}

function mapLeaves(value: unknown, at: (path: string[]) => number, path: string[] = []): unknown {
    if (typeof value === "number") return at(path);
    return Object.fromEntries(
        Object.entries(value as object)
            .filter(([, item]) => item !== undefined)
            .map(([key, item]) => [key, mapLeaves(item, at, [...path, key])])
    );
}

function leaf(value: unknown, path: string[]): number {
    return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value) as number;
}
