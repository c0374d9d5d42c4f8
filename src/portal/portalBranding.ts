import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { portalBaseFromKcContext, type PortalBaseProperties } from "./portalBase";

export type { PortalConfigResult } from "./fetchPortalConfig";
export type { PortalConfig, PortalFooterSection, SOCIAL_PLATFORMS } from "./portalConfig";
export { resolveConfigUrl } from "./portalBase";

// The one way into the portal (docs/architecture.md §2); free of React for the boot entry.

/** What the portal needs of a kcContext: the theme properties naming the portal addresses. */
export type PortalKcContext = { properties: PortalBaseProperties };

/** A started call; `settled` is its answer once it is in. */
export type StartedPortalCall = {
    promise: Promise<PortalConfigResult>;
    settled: PortalConfigResult | undefined;
};

let started: (StartedPortalCall & { portalBase: string; adopted: boolean }) | undefined;

/**
 * Starts the portal call early (docs/decisions.md §11); the same base gets the same promise.
 * @returns the call's result; never rejects (failures are logged, docs/architecture.md §2.3).
 */
export function startPortalBranding(
    kcContext: PortalKcContext,
    search: string = location.search
): Promise<PortalConfigResult> {
    const portalBase = portalBaseFromKcContext(kcContext, search);
    if (started?.portalBase === portalBase) return started.promise;
    const call = {
        portalBase,
        promise: fetchPortalConfig(portalBase),
        settled: undefined as PortalConfigResult | undefined,
        adopted: false
    };
    void call.promise.then(result => (call.settled = result));
    started = call;
    return call.promise;
}

/** The call {@link startPortalBranding} started for `portalBase`, the first time only. */
export function adoptPortalBranding(portalBase: string): StartedPortalCall | undefined {
    if (started?.portalBase !== portalBase || started.adopted) return undefined;
    started.adopted = true;
    return { promise: started.promise, settled: started.settled };
}
