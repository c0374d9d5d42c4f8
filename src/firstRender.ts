/*
 * What the first render waits for. The boot script registers the work whose result belongs in the
 * first paint (the portal's answer and the header logo it names); `src/main.tsx`
 * renders once that work is done or a deadline has passed, whichever comes first, so a portal that
 * answers in time is painted with the form in one frame and a slow one never holds the form for
 * long (docs/decisions.md §11). Free of React so the boot entry stays small.
 */

let awaited: Promise<unknown> | undefined;

/**
 * Makes the first render wait for `work` (see {@link firstRenderDue}). A rejection only ends the
 * wait; whoever started `work` handles its failure.
 * @param work a promise that settles when its part of the first view is ready.
 */
export function holdFirstRender(work: Promise<unknown>): void {
    const settled = work.then(
        () => undefined,
        () => undefined
    );
    awaited = awaited === undefined ? settled : Promise.all([awaited, settled]);
}

/**
 * Resolves when everything passed to {@link holdFirstRender} has settled or `maxWaitMs` has passed,
 * whichever comes first; at once when nothing is held. Never rejects.
 * @param maxWaitMs longest wait, in ms.
 */
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
