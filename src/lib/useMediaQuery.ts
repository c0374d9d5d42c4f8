import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the CSS media query `query` matches, kept up to date as the viewport or the system
 * settings change.
 * @param query a media query, e.g. `"(min-width: 900px)"`.
 * @param fallback the answer where `matchMedia` does not exist (and during server rendering).
 * @returns `true` while `query` matches.
 */
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
