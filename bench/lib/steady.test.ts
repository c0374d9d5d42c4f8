import { describe, expect, it } from "vitest";
import { isSteady, untilSteady, WARM_UP } from "./steady";

/** Warm-up rounds whose figures are each of `series`' columns in turn. */
function rounds(series: Record<string, number[]>): (index: number) => Promise<Record<string, number>> {
    return index =>
        Promise.resolve(
            Object.fromEntries(Object.entries(series).map(([name, figures]) => [name, figures[index]]))
        );
}

const everyOne = () => true;

describe("isSteady (issue 48)", () => {
    it("needs three loads in a row within 5 % of their least", () => {
        expect(isSteady([6.04, 5.8])).toBe(false);
        expect(isSteady([6.04, 5.8, 5.9])).toBe(true);
        expect(isSteady([5.8, 5.9, 6.2])).toBe(false);
    });
});

describe("untilSteady (the server gauge's warm-up, issue 48)", () => {
    it("goes on while two loads agree by chance and the figure is still falling", async () => {
        // Sign-in in production on 28 Nov: two loads agreed at 10.8, the figure then fell to 5.8.
        const signIn = [23.8, 13.5, 10.45, 10.81, 6.04, 5.8, 5.9, 5.85];
        expect((await untilSteady(rounds({ signIn }), everyOne)).signIn).toEqual(signIn.slice(0, 7));
    });

    it("stops once every watched series is steady, whatever the others do", async () => {
        const result = await untilSteady(
            rounds({
                ours: [9, 5, 5.1, 5, 5],
                "keycloak.v2": [4, 4, 4.1, 4, 4],
                stock: [50, 40, 45, 52, 47]
            }),
            name => name !== "stock"
        );
        expect(result.ours).toEqual([9, 5, 5.1, 5]);
        expect(result.stock).toHaveLength(4);
    });

    it("stops after the most rounds allowed when a figure keeps moving", async () => {
        const moving = Array.from({ length: 20 }, (_, index) => 10 / (index + 1));
        expect((await untilSteady(rounds({ moving }), everyOne)).moving).toHaveLength(
            WARM_UP.maxWarmUpRounds
        );
    });

    it("stops after one round when the CPU time cannot be read", async () => {
        expect(await untilSteady(rounds({ ours: [Number.NaN, 1, 1] }), everyOne)).toEqual({
            ours: [Number.NaN]
        });
    });
});
