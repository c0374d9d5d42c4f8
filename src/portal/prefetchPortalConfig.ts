import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";

/** The call {@link prefetchPortalConfig} started; `result` is cleared once it has been taken. */
let prefetched: { portalBase: string; result: Promise<PortalConfigResult> | undefined } | undefined;

/**
 * Starts loading the portal configuration before the code that shows it has arrived, so the header
 * logo (the first view's largest paint) is not a round trip later (issue 8). `src/boot.ts` calls it
 * as the page is parsed; `usePortalConfig` adopts the call through {@link takePrefetchedPortalConfig}.
 * Free of React so the boot entry stays a few hundred bytes.
 * @param portalBase portal origin from `portalBaseFromKcContext`; calls after the first are ignored.
 * @returns the call this started, or `undefined` when one was started before.
 */
export function prefetchPortalConfig(portalBase: string): Promise<PortalConfigResult> | undefined {
    if (prefetched !== undefined) return undefined;
    const result = fetchPortalConfig(portalBase);
    prefetched = { portalBase, result };
    return result;
}

/**
 * The prefetched call for `portalBase`, handed out once (later loads and reloads fetch anew), or
 * `undefined` when none was started for that base.
 */
export function takePrefetchedPortalConfig(portalBase: string): Promise<PortalConfigResult> | undefined {
    if (prefetched?.portalBase !== portalBase) return undefined;
    const { result } = prefetched;
    prefetched.result = undefined;
    return result;
}
