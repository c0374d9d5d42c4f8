import { useCallback, useSyncExternalStore } from "react";

/** Whether the media query `query` matches, live; `fallback` where `matchMedia` does not exist. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
    const subscribe = useCallback(
        (onChange: () => void) => {
            const list = window.matchMedia?.(query);
            list?.addEventListener("change", onChange);
            return () => list?.removeEventListener("change", onChange);
        },
        [query]
    );
    return useSyncExternalStore(
        subscribe,
        () => window.matchMedia?.(query).matches ?? fallback,
        () => fallback
    );
}
