import { useEffect, useMemo, useRef, useState } from "react";
import { fetchPortalConfig, type PortalConfigResult } from "./fetchPortalConfig";
import { adoptPortalBranding, type PortalKcContext, type StartedPortalCall } from "./portalBranding";
import { portalBaseFromKcContext } from "./portalBase";
import type { PortalConfig } from "./portalConfig";

/** The portal configuration's load (docs/product.md §2.2.6, §4.2). */
export type PortalLoad =
    | { status: "loading"; config: PortalConfig | undefined }
    | { status: "ready"; config: PortalConfig }
    | { status: "failed"; config: undefined };

/** {@link PortalLoad} with the portal base the configuration's URLs resolve against. */
export type PortalBrandingState = PortalLoad & { portalBase: string };

/** Parameters of {@link usePortalBranding}. */
export type UsePortalBrandingParams = {
    kcContext: PortalKcContext;
    /** Any value whose identity change triggers a reload; the Template passes i18n's `msgStr`. */
    reloadKey?: unknown;
};

/**
 * `kcContext`'s portal branding, adopting the boot script's call (docs/architecture.md §2.4) and its
 * kept answer, `ready` at once and kept if the fresh one fails (docs/security.md §10); reloads on
 * `reloadKey` change keeping the previous `config` (docs/product.md §4.2). Never throws.
 */
export function usePortalBranding({
    kcContext,
    reloadKey
}: UsePortalBrandingParams): PortalBrandingState {
    const portalBase = useMemo(() => portalBaseFromKcContext(kcContext), [kcContext]);
    const adopted = useRef<StartedPortalCall | undefined>(undefined);
    const [load, setLoad] = useState<PortalLoad>(() => {
        const call = (adopted.current = adoptPortalBranding(portalBase));
        if (call?.settled !== undefined) return toPortalLoad(call.settled, call.kept);
        return call?.kept === undefined
            ? { status: "loading", config: undefined }
            : { status: "ready", config: call.kept };
    });

    useEffect(() => {
        const call = adopted.current;
        adopted.current = undefined;
        if (call?.settled !== undefined) return;
        const controller = new AbortController();
        if (call?.kept === undefined)
            setLoad(previous =>
                previous.status === "loading" ? previous : { status: "loading", config: previous.config }
            );
        const result = call?.promise ?? fetchPortalConfig(portalBase, { signal: controller.signal });
        void result.then(answer => {
            if (!controller.signal.aborted) setLoad(toPortalLoad(answer, call?.kept));
        });
        return () => controller.abort(new Error("portal configuration no longer needed"));
    }, [portalBase, reloadKey]);

    return { portalBase, ...load };
}

function toPortalLoad(result: PortalConfigResult, kept: PortalConfig | undefined): PortalLoad {
    if (result.ok) return { status: "ready", config: result.config };
    return kept === undefined
        ? { status: "failed", config: undefined }
        : { status: "ready", config: kept };
}
