import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { portalBaseFromKcContext, type PortalBaseProperties } from "./portalBase";

export type { PortalConfigResult } from "./fetchPortalConfig";
export type { PortalConfig, PortalFooterSection, SOCIAL_PLATFORMS } from "./portalConfig";
export { resolveConfigUrl } from "./portalBase";

/*
 * The one way into the portal's branding (docs/architecture.md §2): the boot script starts the
 * call here, `usePortalBranding` adopts it. Free of React, so the boot entry stays small
 * (docs/decisions.md §11).
 */

/** What the portal needs of a kcContext: the theme properties naming the portal addresses. */
export type PortalKcContext = { properties: PortalBaseProperties };

/** A started call, adopted by the first `usePortalBranding` for its base. */
export type StartedPortalCall = {
    promise: Promise<PortalConfigResult>;
    /** The answer, once it is in. */
    settled: PortalConfigResult | undefined;
};

let started: (StartedPortalCall & { portalBase: string; adopted: boolean }) | undefined;

/**
 * Starts the portal call for `kcContext`'s portal (base from `search`, docs/decisions.md §3) before
 * the code that shows it arrives, so the header logo is not a round trip later (docs/decisions.md
 * §11). A second call for the same base returns the same promise.
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

/**
 * The call {@link startPortalBranding} started for `kcContext`'s portal, handed out the first time
 * only: a later adopter (a reload, another mount) fetches anew.
 */
export function adoptPortalBranding(
    kcContext: PortalKcContext,
    search: string = location.search
): StartedPortalCall | undefined {
    const portalBase = portalBaseFromKcContext(kcContext, search);
    if (started?.portalBase !== portalBase || started.adopted) return undefined;
    started.adopted = true;
    return { promise: started.promise, settled: started.settled };
}
