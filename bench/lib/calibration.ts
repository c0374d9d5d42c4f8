import { median } from "./metrics";

/** The CPU slowdown Lighthouse applies unless told otherwise (docs/throttling.md of Lighthouse). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown multiplier that makes a host with Lighthouse's `benchmarkIndex` simulate the
 * phone Lighthouse's mobile preset means: Lighthouse's docs/throttling.md ("Calibrating the CPU
 * slowdown") sends users to its CPU throttling calculator, which maps the index piecewise-linearly
 * (150 → 1×, 800 → 2×, 1300 → 3×, then 1× more per 233 points: 1533 → 4×, 2000 → 6×).
 * @param benchmarkIndex Lighthouse's `environment.benchmarkIndex` of this machine (unitless).
 * @returns the multiplier, at least 1 (a host below 150 is already as slow as the phone); the
 *   default 4 when the index is not a positive number.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
    if (!(benchmarkIndex > 0)) return DEFAULT_CPU_SLOWDOWN;
    const [from, multiplier, pointsPerStep] =
        benchmarkIndex >= 1300 ? [1300, 3, 233] : benchmarkIndex >= 800 ? [800, 2, 500] : [150, 1, 650];
    return Math.max(1, multiplier + (benchmarkIndex - from) / pointsPerStep);
}

/** `benchmarkIndex` readings that calibrate the bench, one per Lighthouse run after a discarded one. */
export const CALIBRATION_READINGS = 3;

/**
 * The `benchmarkIndex` to calibrate from: the median of the readings that are positive numbers.
 * One reading on a quiet 2-core machine ranged from 1495 to 2559 within one bench (28 Nov 2026,
 * docs/decisions.md §27), which swings the slowdown from 4.7× to 8.4×; the median holds still.
 * @param readings `environment.benchmarkIndex` of several Lighthouse runs on this machine.
 * @returns their median, or NaN when none is usable (then {@link cpuSlowdownFor} keeps the default).
 */
export function calibrationIndex(readings: number[]): number {
    const usable = readings.filter(reading => reading > 0);
    return usable.length === 0 ? Number.NaN : median(usable);
}
