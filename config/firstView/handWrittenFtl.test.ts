// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Styling in FreeMarker: it belongs to the app's components (config/firstView/README.md). */
const STYLED = /class="|<svg/;

/** A file named as generated (`*.gen.ftl`) is the build's, not a hand's. */
const handWritten = (path: string) => path.endsWith(".ftl") && !path.endsWith(".gen.ftl");

/** The lines of `ftl` that style markup by hand, numbered from 1. */
function styledLines(ftl: string): number[] {
    return ftl.split("\n").flatMap((line, index) => (STYLED.test(line) ? [index + 1] : []));
}

describe("hand-written FreeMarker (docs/decisions.md §22)", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
        cwd: new URL("../..", import.meta.url),
        encoding: "utf8"
    })
        .split("\n")
        .filter(handWritten);

    it("finds the repository's hand-written .ftl files", () => {
        expect(files).toContain("config/firstView/firstView.ftl");
        expect(files).toContain("config/pageFallback.ftl");
    });

    it.each(files)("%s writes no class and no icon", file => {
        const ftl = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
        expect(styledLines(ftl)).toEqual([]);
    });

    it("catches a class or an icon written by hand", () => {
        expect(styledLines('<#macro a>\n<div class="flex">\n</#macro>')).toEqual([2]);
        expect(styledLines('<p>ok</p>\n<svg viewBox="0 0 24 24"></svg>')).toEqual([2]);
        expect(handWritten("config/firstView/parts.gen.ftl")).toBe(false);
    });
});
