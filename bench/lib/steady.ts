/** The server gauge's warm-up (issue 48): production nodes still JIT-compile a page's path for several loads. */
export const WARM_UP = {
    /** Rounds go on until, for each watched page and theme, the last loads differ by at most this share of their least… */
    steadyShare: 0.05,
    /** …over this many loads in a row (two agreed by chance while the figure was still falling)… */
    steadyLoads: 3,
    /** …or this many rounds. */
    maxWarmUpRounds: 8
};

/** Whether a warm-up series (CPU ms per page, oldest first) has held still under {@link WARM_UP}. */
export function isSteady(series: readonly number[]): boolean {
    if (series.length < WARM_UP.steadyLoads) return false;
    const last = series.slice(-WARM_UP.steadyLoads);
    return Math.max(...last) - Math.min(...last) <= WARM_UP.steadyShare * Math.min(...last);
}

/**
 * Runs uncounted warm-up rounds until every series named in `watched` is steady ({@link isSteady}),
 * or {@link WARM_UP}`.maxWarmUpRounds` times. One round loads every page and theme once, in the
 * counted rounds' interleaved order, so code that the themes share warms up for both sides alike.
 * A `NaN` (CPU time not readable) ends it.
 * @param round loads every page and theme once; its CPU per page in ms, by series name.
 * @returns each series' results, in order.
 */
export async function untilSteady(
    round: (index: number) => Promise<Record<string, number>>,
    watched: (name: string) => boolean
): Promise<Record<string, number[]>> {
    const series: Record<string, number[]> = {};
    for (let index = 0; index < WARM_UP.maxWarmUpRounds; index++) {
        const figures = Object.entries(await round(index));
        for (const [name, figure] of figures) (series[name] ??= []).push(figure);
        if (figures.some(([, figure]) => Number.isNaN(figure))) break;
        if (figures.every(([name]) => !watched(name) || isSteady(series[name]))) break;
    }
    return series;
}

/** The warm-up's settings, as {@link WARM_UP} and the results files hold them. */
export type WarmUpSettings = typeof WARM_UP;

/** How `settings` warm a run up, for the printout and the README tables. */
export function warmUpText(settings: WarmUpSettings = WARM_UP): string {
    return (
        `uncounted rounds, themes interleaved, until each page's last ${settings.steadyLoads} loads ` +
        `agree within ${settings.steadyShare * 100} % for ours and keycloak.v2 (at most ${settings.maxWarmUpRounds} rounds)`
    );
}
