import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../dev/keycloak/paths";
import { SetupError } from "../../dev/keycloak/setupError";
import { buildTheme, themeJarFor } from "../../dev/keycloak/theme";
import { keycloakVersion } from "../../dev/keycloak/version";
import { startProductionStack } from "../../dev/keycloak/production";
import { serveControl } from "./control";

/** Where the run's start times land, beside the other cluster results. */
const RESULTS = join(ROOT, "test-results", "cluster");

/**
 * Starts the production set-up (`dev/keycloak/production.ts`: PostgreSQL, two Keycloak nodes,
 * HAProxy, the portal server and the mail catcher) once for the run, building the jar first if it
 * is missing, serves the control API the tests stop and start nodes with (`control.ts`), prints
 * and records how long each part took to start, and returns Playwright's teardown, which stops
 * everything. Setup failures end the run with their one-line message.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
    try {
        if (!existsSync(themeJarFor(keycloakVersion()))) await buildTheme();
        const stack = await startProductionStack();
        const control = await serveControl(stack);
        const { times } = stack;
        const ms = (value: number | undefined) => (value === undefined ? "skipped" : `${value} ms`);
        console.log(
            `Keycloak ${stack.version} in production mode ready in ${ms(times.totalMs)}: ` +
                `PostgreSQL ${ms(times.postgresMs)}, kc.sh build ${ms(times.buildMs)}, ` +
                `${times.nodesMs.map((nodeMs, index) => `node${index + 1} ${ms(nodeMs)}`).join(", ")}, ` +
                `HAProxy ${ms(times.haproxyMs)}`
        );
        mkdirSync(RESULTS, { recursive: true });
        writeFileSync(
            join(RESULTS, "start-times.json"),
            `${JSON.stringify({ version: stack.version, ...times }, null, 4)}\n`
        );
        return async () => {
            await new Promise(resolve => control.close(resolve));
            await stack.stop();
        };
    } catch (error) {
        if (error instanceof SetupError) throw new Error(`keycloak: ${error.message}`);
        throw error;
    }
}
