import { existsSync } from "node:fs";
import { startDevelopmentStack, THEME_CACHES } from "../../dev/keycloak/development";
import { waitForRealm } from "../../dev/keycloak/keycloakNode";
import { SetupError } from "../../dev/keycloak/setupError";
import { buildTheme, themeJarFor } from "../../dev/keycloak/theme";
import { keycloakFeatures, keycloakVersion } from "../../dev/keycloak/version";
import { freshRenamedReactJar } from "../../dev/keycloak/reactTheme";
import { reusesKeycloak, runsReact } from "./reactProject";
import { resetCaptures } from "./contextCapture";
import { resetGallery, writeGallery } from "./gallery";

/**
 * Starts the real-Keycloak set-up once for the run (building the jar first if it is missing), with
 * the React 19 copy of the jar beside it when the run tests that too (`reactProject.ts`), and
 * returns Playwright's teardown, which stops it. Setup failures end the run with their one-line
 * message. With `KEYCLOAK_REUSE=1` a set-up already running on the configured ports (for example
 * `npm run keycloak`) is used as it is, for quick iterations. Either way the teardown writes the
 * gallery of the pages the run reached (`gallery.ts`) and prints its path.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
    try {
        resetGallery();
        resetCaptures();
        if (reusesKeycloak()) {
            await waitForRealm(300_000);
            return finishGallery;
        }
        if (!existsSync(themeJarFor(keycloakVersion()))) await buildTheme();
        enableTestedFeatures();
        const stack = await startDevelopmentStack({
            extraProviders: runsReact() ? [freshRenamedReactJar()] : []
        });
        console.log(`Keycloak ${stack.version} ready; log at ${stack.logFile}`);
        return async () => {
            await stack.stop();
            await finishGallery();
        };
    } catch (error) {
        if (error instanceof SetupError) throw new Error(`keycloak: ${error.message}`);
        throw error;
    }
}

/**
 * What the suite turns on in Keycloak beside the demo realm, through environment variables the
 * started Keycloak inherits and the tests read (each can be preset to override it):
 * OpenTelemetry tracing with nothing sampled, so 26.7+ puts a `traceId` into its pages and nothing
 * is exported; a consent scope's parameter, experimental in Keycloak 26 (`parameterized-scopes`
 * since 26.7, `dynamic-scopes` before); and the passkey-only sign-in step of
 * `login-passkeys-conditional-authenticate.ftl` (`passkeys-conditional-ui-authenticator`).
 * Themes and templates are cached ({@link THEME_CACHES}): the suite installs its jars before the
 * start, as operators do.
 */
function enableTestedFeatures(): void {
    for (const [name, value] of Object.entries(THEME_CACHES)) process.env[name] ??= value;
    process.env.KC_TRACING_ENABLED ??= "true";
    process.env.KC_TRACING_SAMPLER_RATIO ??= "0.0";
    process.env.KC_FEATURES = keycloakFeatures();
}

async function finishGallery(): Promise<void> {
    console.log(`Gallery of the pages reached: ${writeGallery()}`);
}
