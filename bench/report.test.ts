// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
