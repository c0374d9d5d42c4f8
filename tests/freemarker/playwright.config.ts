import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../fixtures/chromium";

/**
 * `npm run test:freemarker` (docs/architecture.md §4): the FreeMarker specs only, without the Vite
 * preview the main config starts. Each worker starts its own portal and theme server on ephemeral
 * ports (tests/freemarker/fixture.ts); the global setup builds the jar when it is missing.
 */
export default defineConfig({
    testDir: ".",
    outputDir: "../../test-results/freemarker",
    globalSetup: "./globalSetup.ts",
    fullyParallel: true,
    workers: 2,
    retries: 0,
    // A stray test.only would silently skip the rest of the suite in CI.
    forbidOnly: true,
    // A limit for a hang, not for speed: a busy machine must not turn a slow page into a verdict.
    timeout: 120_000,
    reporter: [["list"]],
    use: { launchOptions: chromiumLaunchOptions, trace: "off" }
});
