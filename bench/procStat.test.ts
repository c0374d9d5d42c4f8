// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseProcStat, treeCpuTicks, type ProcStat } from "./lib/procStat";
import { changePercent, formatSpread, spreadOf } from "./lib/spread";

/** A /proc/<pid>/stat line as Linux 6 writes it, with a command name holding ") (". */
const LINE =
    "4242 (java (kc) x) S 4200 4242 4200 0 -1 1077936384 512 0 0 0 1234 56 7 8 20 0 60 0 " +
    "123456 4096000000 90000 18446744073709551615 1 1 0 0 0 0 0 4096 16900 0 0 0 17 1 0 0 0 0 0";

const stat = (pid: number, ppid: number, ticks: number): ProcStat => ({
    pid,
    ppid,
    utime: ticks,
    stime: 1,
    cutime: 0,
    cstime: 0
});

describe("parseProcStat", () => {
    it("reads pid, parent and the four CPU times past a command name with spaces and parentheses", () => {
        expect(parseProcStat(LINE)).toEqual({
            pid: 4242,
            ppid: 4200,
            utime: 1234,
            stime: 56,
            cutime: 7,
            cstime: 8
        });
    });

    it("refuses what is not a stat line", () => {
        expect(() => parseProcStat("4242 java S 1")).toThrow(/Not a \/proc/);
        expect(() => parseProcStat("")).toThrow(/Not a \/proc/);
    });
});

describe("treeCpuTicks", () => {
    const stats = [stat(1, 0, 1000), stat(10, 1, 100), stat(11, 10, 10), stat(12, 1, 5), stat(20, 2, 7)];

    it("sums a process and all its descendants, with reaped children, and nothing else", () => {
        expect(treeCpuTicks(stats, [10])).toBe(101 + 11);
        expect(treeCpuTicks(stats, [10, 20])).toBe(101 + 11 + 8);
        expect(treeCpuTicks([{ ...stat(10, 1, 100), cutime: 3, cstime: 2 }], [10])).toBe(106);
    });

    it("counts a process once when two roots share it", () => {
        expect(treeCpuTicks(stats, [1, 10])).toBe(1001 + 101 + 11 + 6);
    });

    it("is NaN when a root has gone", () => {
        expect(treeCpuTicks(stats, [99])).toBeNaN();
    });
});

describe("spreadOf", () => {
    it("gives median, extremes and the range in per cent of the median", () => {
        expect(spreadOf([1.1, 0.9, 1.0, 1.2])).toEqual({
            count: 4,
            median: 1.05,
            min: 0.9,
            max: 1.2,
            rangePercent: expect.closeTo(28.571, 2)
        });
    });

    it("is NaN for no values or a value not measured", () => {
        expect(spreadOf([]).median).toBeNaN();
        expect(spreadOf([1, NaN]).rangePercent).toBeNaN();
    });

    it("formats as median (min–max)", () => {
        expect(formatSpread(spreadOf([2, 1, 3]), 1)).toBe("2.0 (1.0–3.0)");
        expect(formatSpread(spreadOf([2]), 2)).toBe("2.00");
        expect(formatSpread(undefined, 2)).toBe("–");
    });
});

describe("changePercent", () => {
    it("is the second's difference from the first in per cent", () => {
        expect(changePercent(0.8, 0.84)).toBeCloseTo(5);
        expect(changePercent(0, 1)).toBeNaN();
    });
});
