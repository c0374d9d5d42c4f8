/** A loader made by {@link loadOnce}: calling it loads; `loaded()` is the value once it is in. */
export type OnceLoader<T> = (() => Promise<T>) & { loaded: () => T | undefined };

/** Requests a dynamic `import()` once (docs/decisions.md §12); a failure is forgotten, so the next call
 * retries (browsers refetch a failed module since whatwg/html#10327). */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
    let pending: Promise<T> | undefined;
    let settled: { value: T } | undefined;
    const loader = () =>
        (pending ??= load().then(
            value => {
                settled = { value };
                return value;
            },
            (error: unknown) => {
                pending = undefined;
                throw error;
            }
        ));
    return Object.assign(loader, { loaded: () => settled?.value });
}
