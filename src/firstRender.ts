// Free of React for the boot entry (docs/decisions.md §11).

let awaited: Promise<unknown> | undefined;

/** Holds the first render for `work`; a rejection only ends the wait (its starter handles it). */
export function holdFirstRender(work: Promise<unknown>): void {
    const settled = work.then(
        () => undefined,
        () => undefined
    );
    awaited = awaited === undefined ? settled : Promise.all([awaited, settled]);
}

/** Resolves when all held work settled or after `maxWaitMs` ms, whichever is first; never rejects. */
export function firstRenderDue(maxWaitMs: number): Promise<void> {
    if (awaited === undefined) return Promise.resolve();
    const work = awaited;
    return new Promise(resolve => {
        const timer = setTimeout(resolve, maxWaitMs);
        void work.then(() => {
            clearTimeout(timer);
            resolve();
        });
    });
}
