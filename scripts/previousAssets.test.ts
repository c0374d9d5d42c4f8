// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { carryPreviousAssets, OWN_ASSETS_FILE } from "./previousAssets.mjs";

/** A theme jar whose `resources/dist/` holds `files` (name → text). */
function themeJar(dir: string, files: Record<string, string>): string {
    const root = join(dir, "jar-content");
    for (const [name, text] of Object.entries(files)) {
        const file = join(root, "theme/utility-portal/login/resources/dist", name);
        mkdirSync(join(file, ".."), { recursive: true });
        writeFileSync(file, text);
    }
    const jar = join(dir, "previous.jar");
    execFileSync("jar", ["--create", "--file", jar, "-C", root, "."]);
    return jar;
}

describe("carryPreviousAssets (docs/decisions.md §24)", () => {
    let dir = "";
    let dist = "";
    beforeEach(() => {
        dir = mkdtempSync(join(tmpdir(), "previous-assets-"));
        dist = join(dir, "dist");
        mkdirSync(join(dist, "assets"), { recursive: true });
        writeFileSync(join(dist, "assets", "index-new.js"), "new");
        writeFileSync(join(dist, "assets", "vendor-same.js"), "same");
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("lists this build's own files and carries only the previous build's own ones", () => {
        const previous = themeJar(dir, {
            "assets/index-old.js": "old",
            "assets/vendor-same.js": "same",
            "assets/index-older.js": "carried by the previous jar, one generation too far",
            [OWN_ASSETS_FILE]: JSON.stringify(["index-old.js", "vendor-same.js"])
        });
        expect(carryPreviousAssets(dist, previous)).toEqual(["index-old.js"]);
        expect(readdirSync(join(dist, "assets")).sort()).toEqual([
            "index-new.js",
            "index-old.js",
            "vendor-same.js"
        ]);
        expect(readFileSync(join(dist, "assets", "index-old.js"), "utf8")).toBe("old");
        expect(JSON.parse(readFileSync(join(dist, OWN_ASSETS_FILE), "utf8"))).toEqual([
            "index-new.js",
            "vendor-same.js"
        ]);
    });

    it("carries every asset of a previous jar built before the list existed", () => {
        const previous = themeJar(dir, { "assets/index-old.js": "old", "assets/font-old.woff2": "f" });
        expect(carryPreviousAssets(dist, previous).sort()).toEqual(["font-old.woff2", "index-old.js"]);
    });

    it("carries nothing without a previous jar, and refuses one that is missing", () => {
        expect(carryPreviousAssets(dist, undefined)).toEqual([]);
        expect(() => carryPreviousAssets(dist, join(dir, "nothing.jar"))).toThrow(/does not exist/);
    });
});
