// @vitest-environment node
import { describe, expect, it } from "vitest";
import { calibrationIndex, cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from "./lib/calibration";

describe("cpuSlowdownFor (Lighthouse's CPU throttling calculator)", () => {
    it.each([
        [150, 1],
        [475, 1.5],
        [800, 2],
        [1050, 2.5],
        [1300, 3],
        [1533, 4],
        [2000, 3 + 700 / 233]
    ])("benchmarkIndex %d → %f×", (index, multiplier) => {
        expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 6);
    });

    it("never speeds the host up, and keeps Lighthouse's default without an index", () => {
        expect(cpuSlowdownFor(60)).toBe(1);
        expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
        expect(cpuSlowdownFor(0)).toBe(DEFAULT_CPU_SLOWDOWN);
    });
});

describe("calibrationIndex", () => {
    it("takes the median of the usable readings, so one outlier does not move the phone", () => {
        expect(calibrationIndex([2559, 1495, 1950])).toBe(1950);
        expect(calibrationIndex([1950, Number.NaN, 0, 2100])).toBe(2025);
    });

    it("gives NaN without a usable reading, which keeps Lighthouse's default slowdown", () => {
        expect(calibrationIndex([Number.NaN, 0])).toBeNaN();
        expect(cpuSlowdownFor(calibrationIndex([]))).toBe(DEFAULT_CPU_SLOWDOWN);
    });
});
