#!/usr/bin/env node
/**
 * Builds dist_keycloak/keycloak-theme.jar with `keycloakify build` (run `vite build` first).
 *
 * Keycloakify packs the jar with `mvn clean install`. Where Maven Central cannot be reached
 * (these build machines, many corporate CI runners), a stand-in `mvn` first tries the real
 * Maven and, if that fails, packs the generated `src/main/resources` with the JDK's `jar` tool:
 * the theme jar is a plain archive of that folder (DESIGN.md "Facts about the build").
 * Set THEME_JAR_PACKER=maven to require the real Maven build (no fallback).
 *
 * Exits non-zero when the jar was not produced.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const JAR = "dist_keycloak/keycloak-theme.jar";

const shimDir = mkdtempSync(join(tmpdir(), "theme-mvn-"));
const realMvn = spawnSync("sh", ["-c", "command -v mvn"], { encoding: "utf8" }).stdout.trim();

writeFileSync(
    join(shimDir, "mvn"),
    `#!/bin/sh
# Stand-in for Maven written by scripts/build-jar.mjs.
REAL_MVN="${realMvn}"
if [ "$1" = "--version" ]; then
    if [ -n "$REAL_MVN" ]; then exec "$REAL_MVN" --version; fi
    echo "Apache Maven (offline jar packer)"; exit 0
fi
if [ -n "$REAL_MVN" ] && "$REAL_MVN" "$@"; then exit 0; fi
if [ "$THEME_JAR_PACKER" = "maven" ]; then exit 1; fi
echo "Maven could not build the jar; packing src/main/resources with the JDK jar tool instead." >&2
artifact=$(sed -n 's:.*<artifactId>\\(.*\\)</artifactId>.*:\\1:p' pom.xml | head -n 1)
version=$(sed -n 's:.*<version>\\(.*\\)</version>.*:\\1:p' pom.xml | head -n 1)
rm -rf target && mkdir -p target
exec jar --create --file "target/$artifact-$version.jar" -C src/main/resources .
`
);
chmodSync(join(shimDir, "mvn"), 0o755);

rmSync(JAR, { force: true });
const result = spawnSync("npx", ["keycloakify", "build"], {
    stdio: "inherit",
    env: {
        ...process.env,
        PATH: `${shimDir}:${process.env.PATH}`,
        // npm hands a 220 kB cafile to child processes; keycloakify then fails with E2BIG.
        npm_config_cafile: "/dev/null"
    }
});
rmSync(shimDir, { recursive: true, force: true });

if (result.status !== 0 || !existsSync(JAR)) {
    console.error(`build-jar: ${JAR} was not produced (keycloakify exit ${result.status}).`);
    process.exit(1);
}
console.log(`build-jar: ${JAR} is ready.`);
