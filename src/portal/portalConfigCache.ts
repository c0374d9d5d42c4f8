import type { PortalConfig, parsePortalConfig } from "./portalConfig";
import { localStorageIfAllowed } from "@/lib/localStorage";

/** How long a kept answer stands in for the portal's, in ms (docs/security.md §10). */
export const KEPT_PORTAL_CONFIG_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const KEY_PREFIX = "utility-portal.portal-config ";

type KeptEntry = { savedAt: number; config: unknown };

/** Keeps `config`, validated, for `portalBase`'s next visit (`now`: ms since the epoch); never throws. */
export function keepPortalConfig(portalBase: string, config: PortalConfig, now = Date.now()): void {
    const entry: KeptEntry = { savedAt: now, config };
    try {
        localStorageIfAllowed()?.setItem(KEY_PREFIX + portalBase, JSON.stringify(entry));
    } catch {
        console.warn("Portal configuration: could not be kept for the next visit");
    }
}

/**
 * Reads `portalBase`'s kept answer now, before a fresh one replaces it: `undefined` if none, else a
 * check running its schema (`parse`) that drops one failing it, from the future or older than
 * {@link KEPT_PORTAL_CONFIG_MAX_AGE_MS} (`undefined`). Never throws; `now` in ms since the epoch.
 */
export function keptPortalConfig(
    portalBase: string,
    now = Date.now()
): ((parse: typeof parsePortalConfig) => PortalConfig | undefined) | undefined {
    const key = KEY_PREFIX + portalBase;
    const text = localStorageIfAllowed()?.getItem(key) ?? null;
    if (text === null) return undefined;
    return parse => {
        const config = readEntry(text, portalBase, parse, now);
        if (config === undefined && localStorageIfAllowed()?.getItem(key) === text)
            localStorageIfAllowed()?.removeItem(key);
        return config;
    };
}

function readEntry(
    text: string,
    portalBase: string,
    parse: typeof parsePortalConfig,
    now: number
): PortalConfig | undefined {
    let entry: Partial<KeptEntry>;
    try {
        entry = JSON.parse(text) as Partial<KeptEntry>;
    } catch {
        console.warn("Portal configuration: the kept answer is not JSON; dropped");
        return undefined;
    }
    const age = typeof entry?.savedAt === "number" ? now - entry.savedAt : NaN;
    if (!(age >= 0 && age <= KEPT_PORTAL_CONFIG_MAX_AGE_MS)) return undefined;
    const parsed = parse(entry.config, portalBase);
    if (!parsed.ok) console.warn(`Portal configuration: the kept answer is dropped: ${parsed.error}`);
    return parsed.ok ? parsed.config : undefined;
}
