import { existsSync } from "node:fs";
import { missingKeycloakTools } from "../../dev/keycloak/tools";
import { missingProductionTools } from "../../dev/keycloak/tools";
import { CHROMIUM } from "./lighthouse";

/**
 * What a bench mode runs besides the real Keycloak (Java, Maven, unzip): Lighthouse in Chromium,
 * and for production mode PostgreSQL and HAProxy too.
 */
export type Needs = { chromium: boolean; production?: boolean };

/**
 * Checks the tools a bench mode needs before anything is built: Debian Chromium at `CHROMIUM_PATH`
 * (default `/usr/bin/chromium`; the bench never downloads a browser), a JDK, Maven and unzip for
 * the real server (README, Prerequisites), and for production mode PostgreSQL and HAProxy.
 * @returns one line naming what is missing and how to get it, or `undefined` when all is there.
 */
export function missingTools(needs: Needs): string | undefined {
    const missing = [
        needs.chromium &&
            !existsSync(CHROMIUM.path) &&
            `Chromium at ${CHROMIUM.path} (Debian: apt-get install chromium, or set CHROMIUM_PATH)`,
        ...(needs.production ? missingProductionTools() : missingKeycloakTools())
    ].filter(Boolean);
    return missing.length > 0
        ? `bench: missing ${missing.join("; ")}. Or run a part that does not need it (bench/README.md).`
        : undefined;
}
