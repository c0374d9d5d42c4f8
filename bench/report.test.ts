// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Sample } from "./lib/metrics";
import {
    regeneratedReadme,
    renderResults,
    repeatabilityOf,
    replaceSection,
    REPORT_TARGETS
} from "./lib/report";

describe("performance figures in the READMEs", () => {
    it.each(REPORT_TARGETS)(
        "$readme holds what bench/results says (npm run bench:report)",
        ({ readme, files }) => {
            const current = readFileSync(new URL(`../${readme}`, import.meta.url), "utf8");
            expect(current).toBe(regeneratedReadme(readme, files));
        }
    );

    it("names each column's policy and each column that did not paint", () => {
        const text = renderResults(
            {
                date: "2026-11-25T15:00:00.000Z",
                mode: "real Keycloak",
                runs: 3,
                environment: { node: "v20", lighthouse: "mobile" },
                keycloak: { version: "26.7.3" },
                themes: [{ id: "stock", loginTheme: "keycloakify-stock", policy: "strict" }],
                firstView: { medians: {}, noPaint: { stock: "blocked by the policy: inline script" } },
                checks: [{ name: "lcpMs", actual: 2500, limit: "≤ 2000", ok: false }]
            },
            "latest.json"
        );
        expect(text).toContain("stock (keycloakify-stock, strict policy)");
        expect(text).toContain(
            "stock (keycloakify-stock, strict policy) did not paint: blocked by the policy"
        );
        expect(text).toContain("0 of 1 pass");
        expect(text).toContain("**miss**: lcpMs 2500 (budget ≤ 2000)");
    });

    it("shows the React column and each column's repeat visit beside ours, with their ratios", () => {
        const sample = (lcpMs: number, script: number) => {
            const count = { raw: 0, compressed: 0, requests: 0 };
            const bytes = Object.fromEntries(
                ["document", "script", "stylesheet", "font", "image", "other", "total"].map(kind => [
                    kind,
                    count
                ])
            ) as Sample["bytes"];
            return {
                ...{ performance: 100, accessibility: 100, bestPractices: 100, tbtMs: 10, cls: 0 },
                ...{ lcpMs, bytes, own: { script, stylesheet: 0, font: 0, total: script } },
                ...{ benchmarkIndex: 1000, cpuSlowdownMultiplier: 2.4 }
            };
        };
        const text = renderResults(
            {
                date: "2026-11-28T01:00:00.000Z",
                mode: "real Keycloak",
                runs: 3,
                environment: { node: "v20", lighthouse: "mobile" },
                themes: [
                    { id: "ours", loginTheme: "utility-portal", policy: "strict" },
                    { id: "ours on React", loginTheme: "utility-portal-react", policy: "strict" }
                ],
                firstView: {
                    medians: { ours: sample(1400, 70_000), "ours on React": sample(1500, 130_000) },
                    calibration: {
                        benchmarkIndex: 1000,
                        cpuSlowdownMultiplier: 2.4,
                        readings: [900, 1000, 1100]
                    },
                    repeatVisits: {
                        ours: { median: sample(700, 0) },
                        "ours on React": { median: sample(800, 0) }
                    }
                },
                checks: []
            },
            "latest.json"
        );
        const header = text.split("\n").find(line => line.startsWith("| metric"));
        expect(header?.split("|").map(cell => cell.trim())).toEqual([
            "",
            "metric (median)",
            "ours",
            "ours on React",
            "ours, repeat visit",
            "ours on React, repeat visit",
            "ours on React ÷ ours",
            "ours, repeat visit ÷ ours",
            "ours on React, repeat visit ÷ ours",
            ""
        ]);
        expect(text).toMatch(
            /\| own script\+css\+font kB gz +\| 70\.0 +\| 130\.0 +\| 0\.0 +\| 0\.0 +\| 1\.9× /
        );
        expect(text).toContain("(ours, ours on React)");
        expect(text).toContain(
            "CPU slowdown 2.40× (Lighthouse's calibration) from the median of its benchmarkIndex in the runs after an uncounted first one: 900, 1000, 1100 → 1000."
        );
    });

    it("refuses a README without the section's markers", () => {
        expect(() => replaceSection("no markers", "latest.json", "x")).toThrow(/No generated section/);
    });

    it("compares the CPU ratio with the previous run only on the same jar", () => {
        const run = (date: string, sha256: string, ratio: number) => ({
            date,
            jar: { sha256 },
            serverCost: { ratios: { error: { cpuPerPage: { median: ratio } } } }
        });
        expect(repeatabilityOf(run("2026-11-27T19:00", "a", 1.0), run("now", "a", 1.04))).toEqual({
            jarSha256: "a",
            previousDate: "2026-11-27T19:00",
            pages: [
                { page: "(b) error.ftl", previous: 1.0, now: 1.04, changePercent: expect.closeTo(4) }
            ]
        });
        expect(repeatabilityOf(run("before", "a", 1.0), run("now", "b", 1.0))).toBeUndefined();
        expect(repeatabilityOf({ date: "before" }, run("now", "a", 1.0))).toBeUndefined();
    });
});
