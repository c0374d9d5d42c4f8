import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../fixtures/chromium";
import { KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { DEFAULT_KEYCLOAK_VERSION, keycloakVersion } from "../../dev/keycloak/version";
import { REACT_PROJECT, runsReact } from "./reactProject";

/**
 * What another release than the default runs (`npm run test:keycloak:oldest`): the flows whose
 * Keycloak side changed between 26.4 and 26.7 (registration, the trace id, brokering's link check,
 * the consent scope's feature), the boot, data block and first view that every page rests on, the
 * policy and mail. The rest is the same template code in both, and the default release runs it all:
 * sign-in's field errors are data `kc-context` compares, and `smoke` signs in.
 */
const ON_EVERY_RELEASE = [
    "smoke",
    "kc-context",
    "csp",
    "first-view",
    "first-view-agreement",
    "registration",
    "error-trace",
    "brokering",
    "consent-scope-parameter",
    "email"
];
/**
 * What the React 19 copy of our jar (docs/decisions.md §10) runs in the default release's run:
 * sign-in, the one-time code and the first view (scripts off, slow, blocked), where the runtimes
 * could differ, and the check that it is that copy. The global setup installs the copy beside the
 * shipped jar; the `loginTheme` fixture (`fixture.ts`) makes it the demo realm's theme for each of
 * these tests.
 */
const ON_REACT = ["react-jar", "sign-in", "authenticator", "first-view"];
const everyTest = keycloakVersion() === DEFAULT_KEYCLOAK_VERSION;
const specs = (names: string[]) => names.map(spec => `${spec}.spec.ts`);

/** The default release's projects: every flow, the coverage check after them, and React's. */
const DEFAULT_RELEASE_PROJECTS = [
    { name: "flows", testIgnore: /(coverage|react-jar)\.spec\.ts/ },
    { name: "coverage", testMatch: /coverage\.spec\.ts/, dependencies: ["flows"] },
    ...(runsReact() ? [{ name: REACT_PROJECT, testMatch: specs(ON_REACT) }] : [])
];

/**
 * Browser tests against a real Keycloak serving the built theme jar (`npm run test:keycloak`).
 * The global setup starts Keycloak, the portal server and the mail catcher from a clean state
 * (`dev/keycloak/development.ts`) and stops them afterwards. One worker: the tests share one server.
 * `KEYCLOAK_VERSION` picks the Keycloak release; each version's results go to a folder of its own,
 * so `npm test`'s run on the oldest supported release keeps the newest one's. Another release than
 * the default runs only {@link ON_EVERY_RELEASE}, without the coverage check and the React jar.
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
    projects: everyTest
        ? DEFAULT_RELEASE_PROJECTS
        : [{ name: "flows", testMatch: specs(ON_EVERY_RELEASE) }],
    use: {
        baseURL: KEYCLOAK_URL,
        launchOptions: chromiumLaunchOptions,
        trace: "retain-on-failure"
    }
});
