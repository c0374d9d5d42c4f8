import { parsePortalConfig } from "./portalConfig";
import { KEPT_PORTAL_CONFIG_MAX_AGE_MS, keepPortalConfig, keptPortalConfig } from "./portalConfigCache";

const BASE = "https://portal.example.com";
const OTHER_BASE = "https://qa.portal.example.com";
const NOW = Date.UTC(2026, 10, 27);

function validConfig(title: string) {
    const parsed = parsePortalConfig(
        { welcomeMessage: { title }, logos: { header: { url: "/logo.svg", altText: "Northwind" } } },
        BASE
    );
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.config;
}

const kept = (base = BASE, now = NOW) => keptPortalConfig(base, now)?.(parsePortalConfig);

describe("the portal answer kept for the next visit (issue 48, docs/security.md §10)", () => {
    it("gives back the last answer kept for the same portal base, checked again by its schema", () => {
        keepPortalConfig(BASE, validConfig("First"), NOW - 1000);
        keepPortalConfig(BASE, validConfig("Fresh"), NOW);
        expect(kept()).toEqual(validConfig("Fresh"));
        expect(kept()?.logos?.header?.url).toBe(`${BASE}/logo.svg`);
        expect(keptPortalConfig(OTHER_BASE, NOW)).toBeUndefined();
    });

    it("is read when the call starts, so a fresh answer kept meanwhile does not stand in for it", () => {
        keepPortalConfig(BASE, validConfig("Earlier visit"), NOW - 1000);
        const check = keptPortalConfig(BASE, NOW);
        keepPortalConfig(BASE, validConfig("This visit"), NOW);
        expect(check?.(parsePortalConfig)?.welcomeMessage?.title).toBe("Earlier visit");
    });

    it("drops an answer older than 7 days, or dated in the future", () => {
        keepPortalConfig(BASE, validConfig("Old"), NOW - KEPT_PORTAL_CONFIG_MAX_AGE_MS);
        expect(kept()?.welcomeMessage?.title).toBe("Old");
        expect(kept(BASE, NOW + 1)).toBeUndefined();
        expect(localStorage.length).toBe(0);
        keepPortalConfig(BASE, validConfig("Future"), NOW + 60_000);
        expect(kept()).toBeUndefined();
    });

    it("drops, with a warning, what no longer validates or is not JSON; the next visit fetches afresh", () => {
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
        const key = `utility-portal.portal-config ${BASE}`;
        localStorage.setItem(key, JSON.stringify({ savedAt: NOW, config: "<script>" }));
        expect(kept()).toBeUndefined();
        expect(localStorage.getItem(key)).toBeNull();
        localStorage.setItem(key, "{not json");
        expect(kept()).toBeUndefined();
        expect(warn).toHaveBeenCalledTimes(2);
        expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
            expect.stringContaining("the kept answer is dropped"),
            expect.stringContaining("not JSON")
        ]);
    });

    it("keeps nothing, and throws nothing, where the browser refuses storage", () => {
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
        vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
            throw new DOMException("full", "QuotaExceededError");
        });
        expect(() => keepPortalConfig(BASE, validConfig("Full"), NOW)).not.toThrow();
        expect(kept()).toBeUndefined();
        expect(warn).toHaveBeenCalledOnce();
        vi.restoreAllMocks();
    });
});
