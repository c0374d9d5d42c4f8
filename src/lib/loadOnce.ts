/**
 * Wraps a dynamic `import()` so the module is requested once, however many interactions ask for it
 * (issue 8: code loaded on first interaction). A failed load (network, deploy in between) is
 * forgotten, so the next call tries again.
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
