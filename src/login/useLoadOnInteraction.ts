import { useCallback, useState } from "react";
import { whenLoaded } from "@/lib/loadOnce";

/**
 * Loads code on the first interaction with its trigger (docs/decisions.md §12): call `load` from
 * focus, hover and press handlers. `loader` is a module-level `loadOnce`; `what` names it in the
 * error log. Returns the value (`undefined` until loaded) and `load`.
 */
export function useLoadOnInteraction<T>(
    loader: () => Promise<T>,
    what: string
): [loaded: T | undefined, load: () => void] {
    const [loaded, setLoaded] = useState<{ value: T }>();
    const load = useCallback(
        () => whenLoaded(loader, what, value => setLoaded(previous => previous ?? { value })),
        [loader, what]
    );
    return [loaded?.value, load];
}
