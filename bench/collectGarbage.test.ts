// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectGarbage } from "./lib/realServer";

const folder = mkdtempSync(join(tmpdir(), "collect-garbage-"));
writeFileSync(
    join(folder, "Idle.java"),
    'public class Idle { public static void main(String[] a) throws Exception { System.out.println("ready"); Thread.sleep(120_000); } }'
);
// A JVM that logs its collections, as Keycloak's would be asked before each load.
const jvm = spawn("java", ["-Xlog:gc:stdout", join(folder, "Idle.java")]);
let output = "";
jvm.stdout.on("data", chunk => (output += String(chunk)));
const until = async (seen: () => boolean) => {
    for (let waited = 0; !seen() && waited < 30_000; waited += 100)
        await new Promise(resolve => setTimeout(resolve, 100));
};

afterAll(() => {
    jvm.kill();
    rmSync(folder, { recursive: true, force: true });
});

describe("collectGarbage (before each measured load)", () => {
    it("makes a running JVM run a full collection", { timeout: 60_000 }, async () => {
        await until(() => output.includes("ready"));
        expect(collectGarbage([jvm.pid, undefined])).toBe(true);
        await until(() => output.includes("Pause Full"));
        expect(output).toMatch(/Pause Full \(Diagnostic Command\)/);
    });

    it("says so, without throwing, when a process is gone", { timeout: 60_000 }, () => {
        expect(collectGarbage([2 ** 22 + 1])).toBe(false);
    });
});
