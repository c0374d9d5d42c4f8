import { useCallback, useEffect, useState } from "react";
import type { OnceLoader } from "./loadOnce";

/** What {@link useLoadedCode} gives; `failed` is a failed `request` (a `preload`'s is only logged). */
export type LoadedCode<T> = {
    value: T | undefined;
    failed: boolean;
    preload: () => void;
    request: () => void;
};

/** Code loaded on demand (docs/decisions.md §11, §12, §23), an `afterPaint` part rendered in a task of its own (issue 48); logs "`what` could not be loaded:". */
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
            if (requested)
                setState(previous => (previous.failed ? { ...previous, failed: false } : previous));
            const reveal = (value: T) =>
                setState(previous => ({ loaded: previous.loaded ?? { value }, failed: false }));
            loader().then(
                value => (afterPaint ? setTimeout(reveal, 0, value) : reveal(value)),
                (error: unknown) => {
                    console.warn(`${what} could not be loaded:`, error);
                    if (requested) setState(previous => ({ ...previous, failed: !previous.loaded }));
                }
            );
        },
        [loader, what, afterPaint]
    );
    useEffect(() => {
        if (onMount && state.loaded === undefined) load(true);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return {
        value: state.loaded?.value,
        failed: state.failed,
        preload: useCallback(() => load(false), [load]),
        request: useCallback(() => load(true), [load])
    };
}
