import { describe, expect, it } from "vitest";
import { untilSteady, WARM_UP } from "./steady";

/** A load whose CPU per page is each of `figures` in turn. */
function loads(figures: number[]): () => Promise<number> {
    let next = 0;
    return () => Promise.resolve(figures[next++]);
}

describe("untilSteady (the server gauge's warm-up, issue 48)", () => {
    it("loads until two results in a row are within 5 % of each other", async () => {
        expect(await untilSteady(loads([11.2, 6.95, 4.49, 3.65, 3.49, 3.34]))).toEqual([
            11.2, 6.95, 4.49, 3.65, 3.49
        ]);
    });

    it("stops after the most loads allowed when the figure keeps moving", async () => {
        const moving = Array.from({ length: 20 }, (_, index) => 10 / (index + 1));
        expect(await untilSteady(loads(moving))).toHaveLength(WARM_UP.maxWarmUpLoads);
    });

    it("stops after one load when the CPU time cannot be read", async () => {
        expect(await untilSteady(loads([Number.NaN, 1, 1]))).toEqual([Number.NaN]);
    });
});
