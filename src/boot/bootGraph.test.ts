// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

function resolveImport(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith(".")) return undefined;
    const base = resolve(dirname(from), specifier);
    return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
        .map(ending => base + ending)
        .find(path => existsSync(path) && !path.endsWith("/"));
}

/** Every module of ours `entry` imports, statically or on demand, and what they import. */
function reachableFrom(entry: string): Set<string> {
    const reached = new Set<string>();
    const pending = [entry];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (reached.has(next) || !/\.tsx?$/.test(next)) continue;
        reached.add(next);
        const { importedFiles } = ts.preProcessFile(readFileSync(next, "utf8"), true, true);
        for (const { fileName } of importedFiles) {
            const path = resolveImport(next, fileName);
            if (path !== undefined) pending.push(path);
        }
    }
    return reached;
}

describe("the boot's module graph (src/boot/README.md)", () => {
    it("never reaches the app: the app imports the boot, not the reverse", () => {
        const fromBoot = reachableFrom(resolve(here, "boot.ts"));
        expect(fromBoot.has(resolve(here, "firstRender.ts"))).toBe(true);
        expect(fromBoot.has(resolve(here, "main.tsx"))).toBe(false);
        expect(reachableFrom(resolve(here, "main.tsx")).has(resolve(here, "boot.ts"))).toBe(true);
    });
});
