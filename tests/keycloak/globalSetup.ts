import { existsSync } from "node:fs";
import {
    buildTheme,
    keycloakVersion,
    SetupError,
    startStack,
    themeJarFor
} from "../../dev/keycloak/keycloak";

/**
 * Starts the real-Keycloak set-up once for the run (building the jar first if it is missing) and
 * returns Playwright's teardown, which stops it. Setup failures end the run with their one-line
 * message.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
    try {
        if (!existsSync(themeJarFor(keycloakVersion()))) await buildTheme();
        const stack = await startStack();
        console.log(`Keycloak ${stack.version} ready; log at ${stack.logFile}`);
        return stack.stop;
    } catch (error) {
        if (error instanceof SetupError) throw new Error(`keycloak: ${error.message}`);
        throw error;
    }
}
