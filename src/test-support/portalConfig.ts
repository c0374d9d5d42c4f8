import type { MockInstance } from "vitest";
import { parsePortalConfig, type PortalConfig } from "@/portal/portalConfig";

/** The portal base the portal tests resolve relative URLs against. */
export const TEST_PORTAL_BASE = "https://portal.example.com";

/**
 * Test helper: validates `raw` as a portal configuration against {@link TEST_PORTAL_BASE}.
 * @throws Error with the parser's message when `raw` is not a configuration object.
 */
export function parseConfigOrThrow(raw: unknown): PortalConfig {
    const result = parsePortalConfig(raw, TEST_PORTAL_BASE);
    if (!result.ok) throw new Error(result.error);
    return result.config;
}

/**
 * Silences `console.warn` around every test of the calling file (the portal parser warns about
 * each part it drops, docs/product.md §8).
 * @returns a getter for the current test's spy, to assert on the warnings.
 */
export function silenceWarnings(): () => MockInstance<typeof console.warn> {
    let warn: MockInstance<typeof console.warn> | undefined;
    beforeEach(() => {
        warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    });
    afterEach(() => warn?.mockRestore());
    return () => {
        if (warn === undefined) throw new Error("silenceWarnings: no test is running");
        return warn;
    };
}
