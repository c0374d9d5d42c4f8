import { median } from "./metrics";

/** How far repeated measurements of one figure lie apart. */
export type Spread = {
    /** How many measurements. */
    count: number;
    median: number;
    min: number;
    max: number;
    /** (max − min) ÷ median, in per cent: how wide the measurements lie around their median. */
    rangePercent: number;
};

/**
 * The median, extremes and relative range of `values` (one figure measured in several rounds).
 * @returns `NaN` fields for an empty list or values that are not all finite.
 */
export function spreadOf(values: number[]): Spread {
    if (values.length === 0 || !values.every(Number.isFinite))
        return { count: values.length, median: NaN, min: NaN, max: NaN, rangePercent: NaN };
    const [min, max, middle] = [Math.min(...values), Math.max(...values), median(values)];
    return {
        count: values.length,
        median: middle,
        min,
        max,
        rangePercent: ((max - min) / middle) * 100
    };
}

/**
 * How much a second measurement of a ratio differs from the first, in per cent of the first.
 * @returns (second − first) ÷ first × 100; `NaN` when the first is 0 or either is not finite.
 */
export function changePercent(first: number, second: number): number {
    return first !== 0 && Number.isFinite(first) && Number.isFinite(second)
        ? ((second - first) / first) * 100
        : NaN;
}

/** "median (min–max)" with `digits` decimals, or "–" when not measured. */
export function formatSpread(spread: Spread | undefined, digits: number): string {
    if (spread === undefined || !Number.isFinite(spread.median)) return "–";
    const at = (value: number) => value.toFixed(digits);
    return spread.count > 1
        ? `${at(spread.median)} (${at(spread.min)}–${at(spread.max)})`
        : at(spread.median);
}
