/** The Keycloak distribution, fetched from Maven Central once and unpacked into the cache. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CACHE, STACK_DIR } from "./paths";
import { SetupError } from "./setupError";
import { keycloakVersion } from "./version";

/**
 * Where the Keycloak of the set-up's port is unpacked: `.keycloak/<port>/keycloak-<version>`.
 * Its `themes/` folder is read at request time in development mode.
 */
export function keycloakHome(version = keycloakVersion()): string {
    return join(STACK_DIR, `keycloak-${version}`);
}

/** Fetches `org.keycloak:keycloak-quarkus-dist:<version>:zip` with Maven, without transitive dependencies. */
function fetchZip(version: string): string {
    console.log(`Fetching Keycloak ${version} from Maven Central…`);
    const downloads = join(CACHE, "downloads");
    const fetched = spawnSync(
        "mvn",
        [
            "-B",
            "-q",
            "dependency:copy",
            `-Dartifact=org.keycloak:keycloak-quarkus-dist:${version}:zip`,
            `-DoutputDirectory=${downloads}`
        ],
        { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" }
    );
    const zip = join(downloads, `keycloak-quarkus-dist-${version}.zip`);
    if (fetched.status !== 0 || !existsSync(zip)) {
        throw new SetupError(
            `Maven could not fetch Keycloak ${version} (is the version on Maven Central, and Central reachable?).`
        );
    }
    return zip;
}

/**
 * Makes sure the Keycloak distribution is unpacked in `home` (by default {@link keycloakHome}: one
 * home per Keycloak port, so two set-ups never share a build), fetching it with Maven on the first
 * run; later runs reuse it, and Maven keeps the zip in its local repository.
 * @returns the Keycloak home folder.
 * @throws SetupError when Maven cannot fetch the version or the zip cannot be unpacked.
 */
export function fetchDistribution(version: string, home = keycloakHome(version)): string {
    if (existsSync(join(home, "bin", "kc.sh"))) return home;
    const zip = fetchZip(version);
    // Unpacked beside its final place and renamed at the end, so an interrupted run leaves no
    // half-unpacked Keycloak that the next run would take for the cache.
    const staging = join(home, "..", "unpacking");
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const unpacked = spawnSync("unzip", ["-q", "-o", zip, "-d", staging], { stdio: "inherit" });
    if (unpacked.status !== 0) throw new SetupError(`Could not unpack ${zip}.`);
    renameSync(join(staging, `keycloak-${version}`), home);
    rmSync(staging, { recursive: true, force: true });
    return home;
}
