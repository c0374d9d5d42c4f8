import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { portalBaseFromKcContext, type PortalBaseProperties } from "./portalBase";
import type { PortalConfig } from "./portalConfig";
import { keptPortalConfig } from "./portalConfigCache";

export type { PortalConfigResult } from "./fetchPortalConfig";
export { PORTAL_CONFIG_TIMEOUT_MS } from "./fetchPortalConfig";
export type { PortalConfig, PortalFooterSection, SOCIAL_PLATFORMS } from "./portalConfig";
export { resolveConfigUrl } from "./portalBase";

// The one way into the portal (docs/architecture.md §2); free of React for the boot entry.

/** What the portal needs of a kcContext: the theme properties naming the portal addresses. */
export type PortalKcContext = { properties: PortalBaseProperties };

/** A started call: `settled`, its answer once in; `kept`, an earlier visit's, standing in till then. */
export type StartedPortalCall = {
    promise: Promise<PortalConfigResult>;
    settled: PortalConfigResult | undefined;
    kept: PortalConfig | undefined;
};

type Call = StartedPortalCall & {
    portalBase: string;
    keptRead: Promise<PortalConfig | undefined>;
    adopted: boolean;
};

let started: Call | undefined;

function readKept(portalBase: string): Promise<PortalConfig | undefined> {
    const check = keptPortalConfig(portalBase);
    return import("./portalConfig").then(
        ({ parsePortalConfig }) => check(parsePortalConfig),
        () => undefined
    );
}

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
    const keptRead = readKept(portalBase);
    const call: Call = {
        portalBase,
        promise: fetchPortalConfig(portalBase),
        settled: undefined,
        kept: undefined,
        keptRead,
        adopted: false
    };
    void keptRead.then(kept => (call.kept = kept));
    void call.promise.then(result => (call.settled = result));
    started = call;
    return call.promise;
}

/** The answer kept for the last {@link startPortalBranding} (docs/security.md §10), if valid; never rejects. */
export function keptPortalBranding(): Promise<PortalConfig | undefined> {
    return started?.keptRead ?? Promise.resolve(undefined);
}

/** The call {@link startPortalBranding} started for `portalBase`, the first time only. */
export function adoptPortalBranding(portalBase: string): StartedPortalCall | undefined {
    if (started?.portalBase !== portalBase || started.adopted) return undefined;
    started.adopted = true;
    return { promise: started.promise, settled: started.settled, kept: started.kept };
}
