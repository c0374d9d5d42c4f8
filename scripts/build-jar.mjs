#!/usr/bin/env node
/**
 * Builds the theme jar with `keycloakify build` (run `vite build` first): Keycloakify packs it with
 * Maven (`mvn clean install` in a generated project), one per enabled `keycloakVersionTargets` entry
 * of `vite.config.ts`: `dist_keycloak/keycloak-theme.jar`, for Keycloak 26 and later; with
 * `UI_RUNTIME=react`, `dist_keycloak_react/` (`config/uiRuntime.ts`, docs/decisions.md §10).
 *
 * With `PREVIOUS_THEME_JAR=<the jar the nodes run now>` the new jar also carries that build's
 * chunks, for a rolling upgrade (`scripts/previousAssets.mjs`, docs/decisions.md §24).
 *
 * Exits non-zero, with one line saying why, when Maven is missing, the previous jar cannot be read
 * or a jar was not produced.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { carryPreviousAssets } from "./previousAssets.mjs";

const react = process.env.UI_RUNTIME === "react";
const JARS = [`${react ? "dist_keycloak_react" : "dist_keycloak"}/keycloak-theme.jar`];

if (spawnSync("sh", ["-c", "command -v mvn"]).status !== 0) {
    console.error(
        "build-jar: Maven is missing (Debian: apt-get install maven); Keycloakify packs the jar with it."
    );
    process.exit(1);
}

try {
    const carried = carryPreviousAssets(
        react ? "dist_react" : "dist",
        process.env.PREVIOUS_THEME_JAR || undefined
    );
    if (carried.length > 0)
        console.log(
            `build-jar: ${carried.length} files of ${process.env.PREVIOUS_THEME_JAR} carried over.`
        );
} catch (error) {
    console.error(`build-jar: ${error instanceof Error ? error.message : error}.`);
    process.exit(1);
}

for (const jar of JARS) rmSync(jar, { force: true });
const result = spawnSync("npx", ["keycloakify", "build"], {
    stdio: "inherit",
    env: {
        ...process.env,
        // npm hands a 220 kB cafile to child processes; keycloakify then fails with E2BIG.
        npm_config_cafile: "/dev/null",
        // Maven's own repository (~/.m2) outlives a clone, as the Keycloak distribution there does;
        // Keycloakify's default, one under node_modules, fetched Maven's plugins again in every
        // fresh clone (30 s instead of 8 for the jar).
        KEYCLOAKIFY_USE_DEFAULT_MAVEN_REPO: process.env.KEYCLOAKIFY_USE_DEFAULT_MAVEN_REPO ?? "true"
    }
});

const missing = JARS.filter(jar => !existsSync(jar));
if (result.status !== 0 || missing.length > 0) {
    console.error(
        `build-jar: ${missing.join(", ") || "the jars"} not produced (keycloakify exit ${result.status}).`
    );
    process.exit(1);
}
console.log(`build-jar: ${JARS.join(", ")} ready.`);
