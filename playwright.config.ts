import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/fixtures/chromium";

// Overridable so that two checkouts can run the suite side by side (they share the stateless
// portal server, which the preview's kcContexts point at).
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 5173);
const portalPort = 4318;

/**
 * Browser tests in Debian's Chromium (never a downloaded browser). They run against the Vite
 * preview (mock kcContexts, `?page=<pageId>`) and the real local tRPC portal server.
 */
export default defineConfig({
    testDir: "tests/e2e",
    globalSetup: "./tests/e2e/globalSetup.ts",
    outputDir: "test-results/playwright",
    fullyParallel: true,
    workers: 2,
    retries: 0,
    // A stray test.only would silently skip the rest of the suite in CI.
    forbidOnly: true,
    // Limits for a hang, not for speed: a test takes seconds on a quiet 2-core machine, and with
    // both cores kept busy by other work the preview's first compile of a page (and the dependency
    // optimizing it can trigger) has taken more than 15 s. No verdict may depend on the machine's
    // load, so each wait may take many times what it needs.
    timeout: 120_000,
    expect: { timeout: 60_000 },
    reporter: [["list"]],
    use: {
        baseURL: `http://localhost:${previewPort}`,
        launchOptions: chromiumLaunchOptions,
        trace: "off"
    },
    webServer: [
        {
            command: `npx tsx dev/portal-server.ts`,
            env: { PORTAL_PORT: String(portalPort) },
            url: `http://127.0.0.1:${portalPort}/api/trpc/portalConfigurationApi.getConfig?batch=1&input=%7B%7D`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000
        },
        {
            command: `npx vite --port ${previewPort} --strictPort`,
            url: `http://localhost:${previewPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000
        }
    ]
});
