import { useCallback, useState } from "react";
import { whenLoaded } from "@/lib/loadOnce";

/**
 * Code that loads on the first interaction with its trigger instead of with the first view
 * (docs/decisions.md §12): the footer dialogs and the language menu. The trigger calls `load` from
 * its focus, hover and press handlers; the first call starts the download, later ones are cheap.
 * What the user asked for before the code arrived (a press, a key) is the caller's state, applied
 * once the code is there.
 * @param loader a module-level `loadOnce` loader, e.g. `loadOnce(() => import("./Menu").then(m => m.Menu))`.
 * @param what the thing loaded, for the error log ("Language menu could not be loaded:"); a failed
 *   load is retried on the next call.
 * @returns the loaded value (`undefined` until it has arrived) and `load`.
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
