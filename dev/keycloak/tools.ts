/** The programs the set-ups need on the PATH, and how to install what is missing (Debian). */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SetupError } from "./setupError";

/** Whether `command` is on the PATH. */
export function hasCommand(command: string): boolean {
    return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

const TOOL_HINTS: Record<string, string> = {
    java: "a JDK 17+ (Debian: apt-get install openjdk-17-jdk-headless)",
    openssl: "OpenSSL (Debian: apt-get install openssl)",
    mvn: "Maven 3.8+ (Debian: apt-get install maven)",
    unzip: "unzip (Debian: apt-get install unzip)"
};

/**
 * The tools the real-Keycloak set-up needs (Java, Maven, unzip, OpenSSL) that are not on the PATH.
 * @returns one "what and how to install it" phrase per missing tool; empty when all are there.
 */
export function missingKeycloakTools(): string[] {
    return Object.keys(TOOL_HINTS)
        .filter(command => !hasCommand(command))
        .map(command => TOOL_HINTS[command]);
}

/** Where PostgreSQL's programs are: Debian keeps them in `/usr/lib/postgresql/<major>/bin`. */
export function postgresBin(): string | undefined {
    const root = "/usr/lib/postgresql";
    const majors = existsSync(root)
        ? readdirSync(root)
              .filter(name => existsSync(join(root, name, "bin", "initdb")))
              .sort((a, b) => Number(b) - Number(a))
        : [];
    if (majors.length > 0) return join(root, majors[0], "bin");
    const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
    return found ? join(found, "..") : undefined;
}

/**
 * What the production set-up needs beyond the development one's tools: PostgreSQL's server
 * programs and HAProxy.
 * @returns one "what and how to install it" phrase per missing tool; empty when all are there.
 */
export function missingProductionTools(): string[] {
    return [
        ...missingKeycloakTools(),
        ...(postgresBin() ? [] : ["PostgreSQL (Debian: apt-get install postgresql)"]),
        ...(hasCommand("haproxy") ? [] : ["HAProxy (Debian: apt-get install haproxy)"])
    ];
}

/**
 * Checks that the phrases of a `missing…Tools()` list are none.
 * @throws SetupError naming what is missing and how to install it.
 */
export function requireNone(missing: string[]): void {
    if (missing.length > 0) throw new SetupError(`Missing ${missing.join("; ")}.`);
}
