import { useEffect, useRef, useState } from "react";
import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { takePrefetchedPortalConfig } from "./prefetchPortalConfig";
import type { PortalConfig } from "./portalConfig";

/** State of the portal configuration load (docs/product.md §2.2.6, §4.2). */
export type PortalConfigState =
    | { status: "loading"; config: PortalConfig | undefined }
    | { status: "ready"; config: PortalConfig }
    | { status: "failed"; config: undefined };

/** Parameters of {@link usePortalConfig}. */
export type UsePortalConfigParams = {
    portalBase: string;
    /** Any value whose identity change triggers a reload; the Template passes i18n's `msgStr`. */
    reloadKey?: unknown;
    /** Default 5000 ms. */
    timeoutMs?: number;
};

/**
 * Loads the portal configuration, again when `portalBase` or `reloadKey`'s identity changes
 * (docs/product.md §4.2); a load in flight is aborted on reload and unmount so a stale answer never
 * wins. Adopts `prefetchPortalConfig`'s call, so an answer already there is in the first paint
 * (docs/architecture.md §2.4). While reloading `config` keeps the previous answer (no flicker); on
 * "failed" nothing of the portal is shown (docs/product.md §7), already logged. Never throws.
 */
export function usePortalConfig({
    portalBase,
    reloadKey,
    timeoutMs
}: UsePortalConfigParams): PortalConfigState {
    const prefetched = useRef<ReturnType<typeof takePrefetchedPortalConfig>>(undefined);
    const [state, setState] = useState<PortalConfigState>(() => {
        prefetched.current = takePrefetchedPortalConfig(portalBase);
        const settled = prefetched.current?.settled;
        return settled === undefined ? { status: "loading", config: undefined } : toState(settled);
    });

    useEffect(() => {
        const adopted = prefetched.current;
        prefetched.current = undefined;
        if (adopted?.settled !== undefined) return;
        const controller = new AbortController();
        setState(previous =>
            previous.status === "loading" ? previous : { status: "loading", config: previous.config }
        );
        const load =
            adopted?.promise ?? fetchPortalConfig(portalBase, { signal: controller.signal, timeoutMs });
        void load.then(result => {
            if (!controller.signal.aborted) setState(toState(result));
        });
        return () => controller.abort(new Error("portal configuration no longer needed"));
    }, [portalBase, reloadKey, timeoutMs]);

    return state;
}

function toState(result: PortalConfigResult): PortalConfigState {
    return result.ok
        ? { status: "ready", config: result.config }
        : { status: "failed", config: undefined };
}
