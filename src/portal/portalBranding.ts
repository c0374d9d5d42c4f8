import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { portalBaseFromKcContext, type PortalBaseProperties } from "./portalBase";
import type { PortalConfig } from "./portalConfig";
import { keptPortalConfig } from "./portalConfigCache";
import { settledWithin } from "../lib/settledWithin";

export type { PortalConfigResult } from "./fetchPortalConfig";
export { PORTAL_CONFIG_TIMEOUT_MS } from "./fetchPortalConfig";
export type { PortalConfig, PortalFooterSection, SOCIAL_PLATFORMS } from "./portalConfig";
export { resolveConfigUrl } from "./portalBase";

/** What the portal needs of a kcContext (this module, free of React, is the one way in: architecture.md §2). */
export type PortalKcContext = { properties: PortalBaseProperties };

/** A started call: `settled`, its answer once in; `kept`, an earlier visit's, standing in till then. */
export type StartedPortalCall = {
    promise: Promise<PortalConfigResult>;
    settled: PortalConfigResult | undefined;
    kept: PortalConfig | undefined;
};

type Call = StartedPortalCall & {
    portalBase: string;
    keptShown: Promise<PortalConfig | undefined>;
    adopted: boolean;
};

/** Longest wait (ms) of the fresh call for the kept answer's display (docs/decisions.md §27). */
const KEPT_DISPLAY_MAX_WAIT_MS = 1000;

let started: Call | undefined;

function readKept(portalBase: string): Promise<PortalConfig | undefined> {
    const check = keptPortalConfig(portalBase);
    if (check === undefined) return Promise.resolve(undefined);
    return import("./portalConfig").then(
        ({ parsePortalConfig }) => check(parsePortalConfig),
        () => undefined
    );
}

/**
 * Starts the portal call early (docs/decisions.md §11); the same base gets the same promise. A kept
 * answer is shown by `showKept` first, the call waiting {@link KEPT_DISPLAY_MAX_WAIT_MS} at most (§27).
 * @returns the call's result; never rejects (failures are logged, docs/architecture.md §2.3).
 */
export function startPortalBranding(
    kcContext: PortalKcContext,
    search: string = location.search,
    showKept: (kept: PortalConfig) => Promise<void> = () => Promise.resolve()
): Promise<PortalConfigResult> {
    const portalBase = portalBaseFromKcContext(kcContext, search);
    if (started?.portalBase === portalBase) return started.promise;
    const keptRead = readKept(portalBase);
    const keptShown = keptRead.then(async kept => {
        if (kept !== undefined) await settledWithin(showKept(kept), KEPT_DISPLAY_MAX_WAIT_MS);
        return kept;
    });
    const call: Call = {
        portalBase,
        promise: keptShown.then(() => fetchPortalConfig(portalBase)),
        settled: undefined,
        kept: undefined,
        keptShown,
        adopted: false
    };
    void keptRead.then(kept => (call.kept = kept));
    void call.promise.then(result => (call.settled = result));
    started = call;
    return call.promise;
}

/** The answer kept for the last {@link startPortalBranding} (docs/security.md §10), if valid, once shown; never rejects. */
export function keptPortalBranding(): Promise<PortalConfig | undefined> {
    return started?.keptShown ?? Promise.resolve(undefined);
}

/** The call {@link startPortalBranding} started for `portalBase`, the first time only. */
export function adoptPortalBranding(portalBase: string): StartedPortalCall | undefined {
    if (started?.portalBase !== portalBase || started.adopted) return undefined;
    started.adopted = true;
    return { promise: started.promise, settled: started.settled, kept: started.kept };
}
