// @vitest-environment node
import { readFileSync } from "node:fs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import {
    BASIC,
    SUBSETS,
    WEIGHTS,
    charactersOf,
    sourceFile,
    subsetFile,
    unicodeRange
} from "./fontSubsets";

/** The stylesheet with its whitespace collapsed (the formatter wraps long ranges). */
const css = readFileSync("src/fonts.css", "utf8").replace(/\s+/g, " ");

describe("Montserrat's subsets (src/fonts.css, docs/decisions.md §12)", () => {
    it("declares each weight's two files with the ranges the files were cut to", () => {
        for (const weight of WEIGHTS)
            for (const [subset, ranges] of SUBSETS) {
                const face = css
                    .split("@font-face")
                    .find(block => block.includes(`montserrat-latin-${subset}-${weight}.woff2`));
                expect(face, `${subset} ${weight}`).toContain(`unicode-range: ${unicodeRange(ranges)};`);
            }
    });

    it("commits the files `npm run fonts` writes from the installed fontsource files", async () => {
        for (const weight of WEIGHTS) {
            const source = readFileSync(sourceFile(weight));
            const basic = await subsetFont(source, charactersOf(BASIC), { targetFormat: "woff2" });
            expect(Buffer.compare(basic, readFileSync(subsetFile(weight, "basic")))).toBe(0);
        }
    });
});
