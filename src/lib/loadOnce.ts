/**
 * Wraps a dynamic `import()` so the module is requested once, however many interactions ask for it
 * (docs/decisions.md §12: code loaded on first interaction). A failed load (network, deploy in
 * between) is forgotten, so the next call tries again.
 * @param load starts the load, e.g. `() => import("./Menu").then(module => module.Menu)`.
 * @returns a function giving the same pending or settled promise until one fails.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
    let pending: Promise<T> | undefined;
    return () => {
        pending ??= load().catch((error: unknown) => {
            pending = undefined;
            throw error;
        });
        return pending;
    };
}

/**
 * Hands what `loader` gives to `onLoaded`, or logs the failure with `console.error` as
 * "`what` could not be loaded:" plus the error (with a {@link loadOnce} loader, the next call tries
 * again). For event handlers that load code on first interaction; never throws.
 * @param what the thing loaded, e.g. "Language menu".
 */
export function whenLoaded<T>(
    loader: () => Promise<T>,
    what: string,
    onLoaded: (value: T) => void
): void {
    loader().then(onLoaded, (error: unknown) => console.error(`${what} could not be loaded:`, error));
}
