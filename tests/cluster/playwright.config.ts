import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../fixtures/chromium";
import { KEYCLOAK_URL } from "../../dev/keycloak/addresses";

/**
 * Browser tests against Keycloak in production mode (`npm run test:cluster`): two nodes behind
 * HAProxy, PostgreSQL, the built theme jar, started by the global setup and stopped afterwards.
 * `KEYCLOAK_URL` is the load balancer's address. One worker: the tests share one cluster, and the
 * failover tests stop and start its nodes.
 */
export default defineConfig({
    testDir: ".",
    outputDir: "../../test-results/cluster/output",
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
    use: {
        baseURL: KEYCLOAK_URL,
        launchOptions: chromiumLaunchOptions,
        trace: "retain-on-failure"
    }
});
