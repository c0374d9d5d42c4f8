import { settledWithin } from "../lib/settledWithin";

/** Longest wait (ms) from the first hold (decisions.md §11); free of React for the boot entry. */
const FIRST_RENDER_MAX_WAIT_MS = 300;

let awaited: Promise<unknown> | undefined;
let heldSince = 0;

/** Holds the first render for `work`; a rejection only ends the wait (its starter handles it). */
export function holdFirstRender(work: Promise<unknown>): void {
    const settled = work.then(
        () => undefined,
        () => undefined
    );
    if (awaited === undefined) heldSince = Date.now();
    awaited = awaited === undefined ? settled : Promise.all([awaited, settled]);
}

/** Resolves when all held work settled or `maxWaitMs` ms after the first hold; never rejects. */
export function firstRenderDue(maxWaitMs: number = FIRST_RENDER_MAX_WAIT_MS): Promise<void> {
    const left = heldSince + maxWaitMs - Date.now();
    if (awaited === undefined || left <= 0) return Promise.resolve();
    return settledWithin(awaited, left);
}
