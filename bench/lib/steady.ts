/** The server gauge's warm-up (issue 48): production nodes still JIT-compile a page's path for several loads. */
export const WARM_UP = {
    /** Loads until two in a row differ by at most this share of the earlier in CPU per page… */
    steadyShare: 0.05,
    /** …or this many loads. */
    maxWarmUpLoads: 8
};

/**
 * Runs `load` (one uncounted load, its CPU per page in ms) until two results in a row differ by at
 * most {@link WARM_UP}`.steadyShare` of the earlier, or {@link WARM_UP}`.maxWarmUpLoads` times. A
 * `NaN` result (CPU time not readable) ends it.
 * @returns every load's result, in order.
 */
export async function untilSteady(load: () => Promise<number>): Promise<number[]> {
    const results = [await load()];
    while (results.length < WARM_UP.maxWarmUpLoads && !Number.isNaN(results.at(-1))) {
        const [before, last] = [results.at(-1)!, await load()];
        results.push(last);
        if (Math.abs(last - before) <= WARM_UP.steadyShare * before) break;
    }
    return results;
}

/** How `settings` warm a run up, for the printout and the README tables. */
export function warmUpText(settings: { steadyShare: number; maxWarmUpLoads: number } = WARM_UP): string {
    return `uncounted loads per page and theme until two in a row agree within ${settings.steadyShare * 100} % (at most ${settings.maxWarmUpLoads})`;
}
