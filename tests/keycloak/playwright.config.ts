import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../fixtures/chromium";
import { KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { keycloakVersion } from "../../dev/keycloak/version";

/**
 * Browser tests against a real Keycloak serving the built theme jar (`npm run test:keycloak`).
 * The global setup starts Keycloak, the portal server and the mail catcher from a clean state
 * (`dev/keycloak/development.ts`) and stops them afterwards. One worker: the tests share one server.
 * `KEYCLOAK_VERSION` picks the Keycloak release; each version's results go to a folder of its own,
 * so `npm test`'s run on the oldest supported release keeps the newest one's.
 */
export default defineConfig({
    testDir: ".",
    outputDir: `../../test-results/keycloak/${keycloakVersion()}`,
    globalSetup: "./globalSetup.ts",
    fullyParallel: false,
    workers: 1,
    retries: 0,
    // A stray test.only would silently skip the rest of the suite in CI.
    forbidOnly: true,
    // Limits for a hang, not for speed: a busy machine must not turn a slow answer into a verdict.
    timeout: 180_000,
    expect: { timeout: 60_000 },
    reporter: [["list"]],
    // The coverage test runs after every flow, in a project of its own that depends on them.
    projects: [
        { name: "flows", testIgnore: /coverage\.spec\.ts/ },
        { name: "coverage", testMatch: /coverage\.spec\.ts/, dependencies: ["flows"] }
    ],
    use: {
        baseURL: KEYCLOAK_URL,
        launchOptions: chromiumLaunchOptions,
        trace: "retain-on-failure"
    }
});
