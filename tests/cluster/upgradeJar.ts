import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../dev/keycloak/paths";

/** The text changed in jar B: in the main chunk, which every lazily loaded chunk imports. */
const CHANGED = { file: "src/login/messages/en.ts", from: 'close: "Close",', to: 'close: "Close now",' };

/** Jar B of a rolling upgrade, and its own chunk names. */
export type UpgradeJar = { jar: string; ownAssets: string[]; dispose: () => void };

// Asynchronous: a worker blocked for the build's half minute misses HAProxy closing its idle
// keep-alive connections, and its next request goes out on a closed one.
async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
    await promisify(execFile)(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }).catch(
        (error: { stdout?: string; stderr?: string }) => {
            throw new Error(`${command} ${args.join(" ")} failed:\n${error.stdout}\n${error.stderr}`);
        }
    );
}

/**
 * Builds jar B of a rolling upgrade (docs/decisions.md §24) as a release would: this checkout's
 * tracked files in a temporary folder with one English text changed, so the main chunk and every
 * chunk that imports it get new hashed names, then `vite build` and `scripts/build-jar.mjs` with
 * `PREVIOUS_THEME_JAR=previousJar`. Takes about a minute.
 * @returns jar B, the names of its own files in `assets/` (the rest are carried), and `dispose`,
 *   which removes the folder.
 * @throws Error with the failing command's output when a step fails.
 */
export async function buildUpgradeJar(previousJar: string): Promise<UpgradeJar> {
    const dir = mkdtempSync(join(tmpdir(), "theme-upgrade-"));
    try {
        await run("sh", ["-c", `git ls-files -z | xargs -0 cp --parents -t "${dir}"`], ROOT);
        symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
        const changedFile = join(dir, CHANGED.file);
        const source = readFileSync(changedFile, "utf8");
        if (!source.includes(CHANGED.from))
            throw new Error(`${CHANGED.file} no longer has ${CHANGED.from}`);
        writeFileSync(changedFile, source.replace(CHANGED.from, CHANGED.to));
        await run("npx", ["vite", "build"], dir);
        await run("node", ["scripts/build-jar.mjs"], dir, {
            ...process.env,
            PREVIOUS_THEME_JAR: previousJar
        });
        return {
            jar: join(dir, "dist_keycloak", "keycloak-theme.jar"),
            ownAssets: JSON.parse(
                readFileSync(join(dir, "dist", "theme-assets.json"), "utf8")
            ) as string[],
            dispose: () => rmSync(dir, { recursive: true, force: true })
        };
    } catch (error) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
    }
}
