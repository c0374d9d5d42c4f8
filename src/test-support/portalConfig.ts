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
