/**
 * The production distribution: `kc.sh build` once, as an operator's image is built once and
 * started many times, and the node homes made from it.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
    copyFileSync,
    existsSync,
    mkdirSync,
    readFileSync,
    readdirSync,
    rmSync,
    statSync,
    writeFileSync
} from "node:fs";
import { join } from "node:path";
import { fetchDistribution } from "./distribution";
import { PRODUCTION_DIR } from "./paths";
import type { NodeSpec } from "./ports";
import { runLogged } from "./processes";
import { installRealm } from "./realm";
import { SetupError } from "./setupError";
import { isOwnProvider, providerName, requireThemeJar } from "./theme";
import { keycloakFeatures } from "./version";

function sha256(file: string): string {
    return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** The options `kc.sh build` fixes for every node (build-time options of Keycloak 26). */
function buildOptions(): string[] {
    return [
        "--db=postgres",
        "--cache=ispn",
        "--health-enabled=true",
        `--features=${keycloakFeatures()}`
    ];
}

/**
 * Puts our jar and `extraProviders` into `providers/`, removing the set-up's other jars. An
 * unchanged jar is left as it is rather than copied again: `start --optimized` stops when a
 * provider jar is newer than the build.
 */
function syncProviders(providers: string, jar: string, extraProviders: string[]): void {
    const wanted = new Map([
        ["keycloak-theme.jar", jar],
        ...extraProviders.map(extra => [providerName(extra), extra] as const)
    ]);
    for (const name of readdirSync(providers)) {
        if (isOwnProvider(name) && !wanted.has(name)) rmSync(join(providers, name));
    }
    for (const [name, source] of wanted) {
        const target = join(providers, name);
        if (!existsSync(target) || sha256(target) !== sha256(source)) copyFileSync(source, target);
    }
}

/** What a build depends on: its options and every provider jar (name, hash, time). */
function buildStamp(providers: string): string {
    return JSON.stringify({
        options: buildOptions(),
        providers: readdirSync(providers)
            .filter(name => name.endsWith(".jar"))
            .sort()
            .map(name => [name, sha256(join(providers, name)), statSync(join(providers, name)).mtimeMs])
    });
}

/** The build's log, in the production folder. */
export const BUILD_LOG = join(PRODUCTION_DIR, "build.log");

/**
 * Prepares the distribution every node starts from, in `.keycloak/<port>/production/keycloak-<version>`:
 * our jar (and `extraProviders`) in `providers/`, then `kc.sh build` with {@link buildOptions}. The
 * build is skipped when the options and every provider jar are the same as at the last build (a
 * stamp file in the home records them).
 * @returns the home and how long the build took in ms (`undefined`: skipped).
 * @throws SetupError when the jar is missing or the build fails (its log is named).
 */
export function buildDistribution(
    version: string,
    extraProviders: string[]
): { home: string; buildMs: number | undefined } {
    mkdirSync(PRODUCTION_DIR, { recursive: true });
    const home = fetchDistribution(version, join(PRODUCTION_DIR, `keycloak-${version}`));
    const providers = join(home, "providers");
    syncProviders(providers, requireThemeJar(version), extraProviders);
    const stampFile = join(home, ".utility-portal-build.json");
    const stamp = buildStamp(providers);
    if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp)
        return { home, buildMs: undefined };
    const startedAt = Date.now();
    console.log(
        `Building Keycloak ${version} for production (kc.sh build ${buildOptions().join(" ")})…`
    );
    const built = spawnSync(join(home, "bin", "kc.sh"), ["build", ...buildOptions()], {
        encoding: "utf8",
        env: process.env
    });
    writeFileSync(BUILD_LOG, built.stdout + built.stderr);
    if (built.status !== 0) throw new SetupError(`kc.sh build failed; see ${BUILD_LOG}.`);
    writeFileSync(stampFile, stamp);
    return { home, buildMs: Date.now() - startedAt };
}

/** Gives `home` an empty `data/` folder of its own. */
function freshData(home: string): void {
    rmSync(join(home, "data"), { recursive: true, force: true });
    mkdirSync(join(home, "data"), { recursive: true });
}

/**
 * A node's own Keycloak home: hard links to the built distribution's files (the built server,
 * shared and never written at run time) with a `data/` folder of its own (Quarkus' temporary
 * files, the transaction log, the realm to import), which two processes must not share.
 * @returns the home, `.keycloak/<port>/production/<node name>`.
 * @throws SetupError when the links cannot be made.
 */
export function linkNodeHome(built: string, node: NodeSpec, importRealm: boolean): string {
    const home = join(PRODUCTION_DIR, node.name);
    rmSync(home, { recursive: true, force: true });
    const copied = spawnSync("cp", ["-al", built, home]);
    if (copied.status !== 0) throw new SetupError(`Could not link ${built} to ${home}.`);
    freshData(home);
    if (importRealm) installRealm(home);
    return home;
}

/**
 * Makes `home` a full copy of the built distribution `built` (not hard links: `kc.sh build` writes
 * into it) with `jar` as its theme, and builds it: a rolling upgrade's new image
 * (docs/decisions.md §24).
 * @returns how long `kc.sh build` took, in ms.
 * @throws SetupError when the copy or the build fails (the log, `<home>-build.log`, is named).
 */
export async function rebuildNodeHome(built: string, home: string, jar: string): Promise<number> {
    const logFile = `${home}-build.log`;
    rmSync(home, { recursive: true, force: true });
    if ((await runLogged("cp", ["-a", built, home], logFile)) !== 0)
        throw new SetupError(`Could not copy ${built} to ${home}; see ${logFile}.`);
    freshData(home);
    copyFileSync(jar, join(home, "providers", "keycloak-theme.jar"));
    const startedAt = Date.now();
    if ((await runLogged(join(home, "bin", "kc.sh"), ["build", ...buildOptions()], logFile)) !== 0)
        throw new SetupError(`kc.sh build failed; see ${logFile}.`);
    return Date.now() - startedAt;
}
