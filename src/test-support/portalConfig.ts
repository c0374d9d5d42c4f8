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

/** How {@link stubPortalFetch}'s portal answers: at once, with HTTP 500, or when released. */
export type PortalAnswer = "ok" | "http-500" | "manual";

/**
 * Makes the global `fetch` answer the portal call with `config` as a tRPC batch answer, with an
 * HTTP 500, or only when `release()` is called; undo with `vi.unstubAllGlobals()`.
 */
export function stubPortalFetch(answer: PortalAnswer, config: object = {}) {
    let release: () => void = () => {};
    const body = JSON.stringify([{ result: { data: { json: config } } }]);
    const fetchMock = vi.fn(
        () =>
            new Promise<Response>(resolve => {
                release = () => resolve(new Response(body, { status: 200 }));
                if (answer === "ok") release();
                if (answer === "http-500") resolve(new Response("down", { status: 500 }));
            })
    );
    vi.stubGlobal("fetch", fetchMock);
    return { fetchMock, release: () => release() };
}
