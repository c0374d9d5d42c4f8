import { useCallback, useEffect, useState } from "react";
import type { OnceLoader } from "./loadOnce";

/** What {@link useLoadedCode} gives: the code once in, whether a requested load failed, and two ways to load. */
export type LoadedCode<T> = {
    /** `undefined` until the code is in. */
    value: T | undefined;
    /** A load the customer asked for (`request`) failed; cleared by the next `request`. */
    failed: boolean;
    /** Loads ahead of need (focus, hover): a failure is only logged. */
    preload: () => void;
    /** Loads because the customer needs it now (a press, a retry, a part on screen). */
    request: () => void;
};

/**
 * Code loaded on demand (docs/decisions.md §12, §23): `loader` is a module-level `loadOnce`, `what`
 * names the part in the log ("Language menu could not be loaded:", `console.warn`: a lost chunk is
 * expected on mobile networks and during rolling upgrades, not an uncaught error). With `onMount`
 * the part is requested when the component mounts. Code already in is given on the first render,
 * or with `afterPaint` only once the component has mounted, so a part below the fold does not add
 * to the work before the first paint (docs/decisions.md §11). Never throws.
 */
export function useLoadedCode<T>(
    loader: OnceLoader<T>,
    what: string,
    { onMount = false, afterPaint = false } = {}
): LoadedCode<T> {
    const [state, setState] = useState<{ loaded?: { value: T }; failed: boolean }>(() => {
        const value = afterPaint ? undefined : loader.loaded();
        return { loaded: value === undefined ? undefined : { value }, failed: false };
    });
    const load = useCallback(
        (requested: boolean) => {
            if (requested) setState(previous => ({ ...previous, failed: false }));
            loader().then(
                value => setState(previous => ({ loaded: previous.loaded ?? { value }, failed: false })),
                (error: unknown) => {
                    console.warn(`${what} could not be loaded:`, error);
                    if (requested) setState(previous => ({ ...previous, failed: !previous.loaded }));
                }
            );
        },
        [loader, what]
    );
    useEffect(() => {
        if (onMount && state.loaded === undefined) load(true);
        // Once, on mount: later loads are the customer's, through `request`.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return {
        value: state.loaded?.value,
        failed: state.failed,
        preload: useCallback(() => load(false), [load]),
        request: useCallback(() => load(true), [load])
    };
}
