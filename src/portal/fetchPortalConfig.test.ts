import type { MockInstance } from "vitest";
import { fetchPortalConfig, portalConfigUrl } from "./fetchPortalConfig";

const BASE = "https://portal.example.com";
const CONFIG = {
    welcomeMessage: { title: "Welcome", content: "<p>Hi</p>" },
    logos: { header: { url: "/h.svg" } }
};

let error: MockInstance<typeof console.error>;
beforeEach(() => {
    error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A fetch answering every call with `body` (JSON-encoded unless a string) and `status`. */
function answer(body: unknown, status = 200) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return vi.fn<typeof globalThis.fetch>(async () => new Response(text, { status }));
}

function logged(): string {
    return error.mock.calls.map(call => call.join(" ")).join("\n");
}

describe("portalConfigUrl", () => {
    it("builds the tRPC v11 batch GET with the superjson undefined input", () => {
        const url = new URL(portalConfigUrl(`${BASE}/`));
        expect(url.origin + url.pathname).toBe(`${BASE}/api/trpc/portalConfigurationApi.getConfig`);
        expect(url.searchParams.get("batch")).toBe("1");
        expect(JSON.parse(url.searchParams.get("input") ?? "")).toEqual({
            "0": { json: null, meta: { values: ["undefined"], v: 1 } }
        });
        expect(portalConfigUrl(BASE)).toContain(
            "input=%7B%220%22%3A%7B%22json%22%3Anull%2C%22meta%22%3A%7B%22values%22%3A%5B%22undefined%22%5D%2C%22v%22%3A1%7D%7D%7D"
        );
    });
});

describe("fetchPortalConfig", () => {
    it("returns the validated config from body[0].result.data.json, without credentials", async () => {
        const fetch = answer([{ result: { data: { json: CONFIG } } }]);
        const result = await fetchPortalConfig(BASE, { fetch });
        expect(result).toEqual({
            ok: true,
            config: { ...CONFIG, logos: { header: { url: `${BASE}/h.svg` } } }
        });
        expect(fetch).toHaveBeenCalledWith(
            portalConfigUrl(BASE),
            expect.objectContaining({ method: "GET", credentials: "omit" })
        );
        expect(error).not.toHaveBeenCalled();
    });

    it("reports a tRPC error message from body[0].error.json.message", async () => {
        const body = [{ error: { json: { message: "Portal down", code: -32603 } } }];
        const result = await fetchPortalConfig(BASE, { fetch: answer(body, 500) });
        expect(result).toEqual({ ok: false, error: "Error loading footer data: Portal down" });
        expect(logged()).toContain("Error loading footer data: Portal down");
    });

    it("reports a non-2xx status without a tRPC error as 'HTTP error! status'", async () => {
        const result = await fetchPortalConfig(BASE, { fetch: answer("Bad gateway", 502) });
        expect(result).toEqual({ ok: false, error: "HTTP error! status: 502" });
        expect(logged()).toContain("HTTP error! status: 502");
    });

    it("reports a network failure as 'fetch Error occurred'", async () => {
        const fetch = vi.fn<typeof globalThis.fetch>(async () => {
            throw new TypeError("Failed to fetch");
        });
        const result = await fetchPortalConfig(BASE, { fetch });
        expect(result).toEqual({ ok: false, error: "fetch Error occurred: Failed to fetch" });
        expect(logged()).toContain("fetch Error occurred");
    });

    it.each([
        ["an HTML page", "<!doctype html><p>Maintenance</p>", "fetch Error occurred"],
        ["an empty body", "", "fetch Error occurred"],
        ["a JSON object", { result: { data: { json: CONFIG } } }, "Error loading footer data"],
        ["an empty array", [], "Error loading footer data"],
        ["an item without result or error", [{ nothing: true }], "Error loading footer data"],
        ["data without json", [{ result: { data: CONFIG } }], "Error loading footer data"],
        ["a string config", [{ result: { data: { json: "config" } } }], "Error loading footer data"],
        ["a null config", [{ result: { data: { json: null } } }], "Error loading footer data"],
        [
            "a non-string error message",
            [{ error: { json: { message: 42 } } }],
            "Error loading footer data"
        ],
        ["an oversize body", `"${"x".repeat(1_000_001)}"`, "fetch Error occurred"]
    ])("returns ok:false for %s and logs %j", async (_name, body, text) => {
        const result = await fetchPortalConfig(BASE, { fetch: answer(body) });
        expect(result.ok).toBe(false);
        expect(logged()).toContain(text);
        expect(error).toHaveBeenCalledTimes(1);
    });

    it("drops hostile parts of an otherwise valid answer", async () => {
        const json = { logos: { header: { url: "javascript:alert(1)", altText: "Gas" } } };
        const result = await fetchPortalConfig(BASE, {
            fetch: answer([{ result: { data: { json } } }])
        });
        expect(result).toEqual({
            ok: true,
            config: { logos: { header: { url: undefined, altText: "Gas" } } }
        });
    });

    it("gives up after timeoutMs even when fetch ignores its abort signal", async () => {
        const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => undefined));
        const result = await fetchPortalConfig(BASE, { fetch, timeoutMs: 20 });
        expect(result).toEqual({ ok: false, error: "fetch Error occurred: timed out after 20 ms" });
        expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    });

    it("uses a 5000 ms timeout by default", async () => {
        vi.useFakeTimers();
        try {
            const pending = fetchPortalConfig(BASE, {
                fetch: vi.fn(() => new Promise<Response>(() => undefined))
            });
            await vi.advanceTimersByTimeAsync(4999);
            expect(error).not.toHaveBeenCalled();
            await vi.advanceTimersByTimeAsync(1);
            expect(await pending).toEqual({
                ok: false,
                error: "fetch Error occurred: timed out after 5000 ms"
            });
        } finally {
            vi.useRealTimers();
        }
    });

    it("stops without logging when the caller aborts", async () => {
        const controller = new AbortController();
        const pending = fetchPortalConfig(BASE, {
            fetch: vi.fn(() => new Promise<Response>(() => undefined)),
            signal: controller.signal
        });
        controller.abort();
        expect((await pending).ok).toBe(false);
        expect(error).not.toHaveBeenCalled();
    });

    it("fails fast without calling fetch when the portal base is not an http(s) URL", async () => {
        const fetch = answer([]);
        for (const base of ["", "javascript:alert(1)", "/relative"]) {
            const result = await fetchPortalConfig(base, { fetch });
            expect(result.ok).toBe(false);
        }
        expect(fetch).not.toHaveBeenCalled();
        expect(logged()).toContain("Error loading footer data");
    });
});

describe("fetchPortalConfig with a validator that cannot load", () => {
    afterEach(() => {
        vi.doUnmock("./portalConfig");
        vi.resetModules();
    });

    it("logs a fetch error and gives no configuration when the validator chunk fails", async () => {
        vi.resetModules();
        vi.doMock("./portalConfig", () => {
            throw new Error("Failed to fetch dynamically imported module");
        });
        const { fetchPortalConfig: fetchWithBrokenValidator } = await import("./fetchPortalConfig");
        const fetch = answer([{ result: { data: { json: CONFIG } } }]);
        const result = await fetchWithBrokenValidator(BASE, { fetch });
        expect(result.ok).toBe(false);
        expect(fetch).toHaveBeenCalledTimes(1);
        // Vitest wraps the factory's error in its own, so only the catalog entry is checked.
        expect(error).toHaveBeenCalledTimes(1);
        expect(logged()).toMatch(/^fetch Error occurred: /);
    });
});
