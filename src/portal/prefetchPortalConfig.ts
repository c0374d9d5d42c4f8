import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";

/** A prefetched call: its answer once it has one, and whether a hook has adopted it. */
type Prefetch = {
    portalBase: string;
    promise: Promise<PortalConfigResult>;
    settled: PortalConfigResult | undefined;
    taken: boolean;
};

let prefetched: Prefetch | undefined;

/**
 * Starts loading the portal configuration before the code that shows it has arrived, so the header
 * logo (the first view's largest paint) is not a round trip later (docs/decisions.md §11).
 * `src/boot.ts` calls it as the page is parsed; `usePortalConfig` adopts the call through {@link
 * takePrefetchedPortalConfig}. Free of React so the boot entry stays small.
 * @param portalBase portal origin from `portalBaseFromKcContext`; calls after the first are ignored.
 * @returns the call this started, or `undefined` when one was started before.
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

/**
 * The prefetched call for `portalBase`, handed out once (later loads and reloads fetch anew):
 * `settled` is its answer when it has already arrived, so a first render can show it at once.
 * @returns `undefined` when no call was started for that base or it was taken before.
 */
export function takePrefetchedPortalConfig(
    portalBase: string
): { promise: Promise<PortalConfigResult>; settled: PortalConfigResult | undefined } | undefined {
    if (prefetched?.portalBase !== portalBase || prefetched.taken) return undefined;
    prefetched.taken = true;
    return { promise: prefetched.promise, settled: prefetched.settled };
}
