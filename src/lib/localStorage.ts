/**
 * The page's `localStorage`, or `undefined` where the browser refuses it (storage blocked for the
 * site, some private modes, sandboxed frames throw on the property read itself). Never throws;
 * callers treat `undefined` as "nothing kept" (docs/security.md §10).
 */
export function localStorageIfAllowed(): Storage | undefined {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
}
