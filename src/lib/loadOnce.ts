/**
 * Wraps a dynamic `import()` so it is requested once (docs/decisions.md §12); a failed load is
 * forgotten so the next call retries. Returns the same pending or settled promise until one fails.
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

/** Passes what `loader` gives to `onLoaded`, or logs "`what` could not be loaded:" and the error.
 * For handlers loading code on first interaction; never throws. */
export function whenLoaded<T>(
    loader: () => Promise<T>,
    what: string,
    onLoaded: (value: T) => void
): void {
    loader().then(onLoaded, (error: unknown) => console.error(`${what} could not be loaded:`, error));
}
