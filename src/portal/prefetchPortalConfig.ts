import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";

type Prefetch = {
    portalBase: string;
    promise: Promise<PortalConfigResult>;
    settled: PortalConfigResult | undefined;
    taken: boolean;
};

let prefetched: Prefetch | undefined;

/**
 * Starts the portal call before the code that shows it arrives, so the header logo (the largest
 * paint) is not a round trip later (docs/decisions.md §11); called by `src/boot.ts`, so free of
 * React. Later calls are ignored (return `undefined`).
 */
export function prefetchPortalConfig(portalBase: string): Promise<PortalConfigResult> | undefined {
    if (prefetched !== undefined) return undefined;
    const entry: Prefetch = {
        portalBase,
        promise: fetchPortalConfig(portalBase),
        settled: undefined,
        taken: false
    };
    void entry.promise.then(result => (entry.settled = result));
    prefetched = entry;
    return entry.promise;
}

/** The prefetched call for `portalBase`, handed out once; `settled` is its answer if already in.
 * `undefined` when none was started for that base or it was taken. */
export function takePrefetchedPortalConfig(
    portalBase: string
): { promise: Promise<PortalConfigResult>; settled: PortalConfigResult | undefined } | undefined {
    if (prefetched?.portalBase !== portalBase || prefetched.taken) return undefined;
    prefetched.taken = true;
    return { promise: prefetched.promise, settled: prefetched.settled };
}
