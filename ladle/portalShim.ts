import fixtureText from "../dev/fixtures/portal-config.json?raw";
import { kcEnvDefaults } from "@/kc.gen";
import { PORTAL_FIXTURE_ONLY_KEY } from "./workbenchStorage";

/**
 * Portal behaviors a story can ask for (a subset of the modes of `dev/portal-server.ts`):
 * `ok` serves the fixture, `hang` never answers (the Template gives up after 5000 ms),
 * `http-500` answers "500 Internal Server Error".
 */
export type StoryPortalMode = "ok" | "hang" | "http-500";

/** Path of the configuration procedure (docs/product.md §7), the only call the shim takes over. */
const CONFIG_PATH = "/api/trpc/portalConfigurationApi.getConfig";

let currentMode: StoryPortalMode = "ok";
/** `undefined` until the first call tells whether the local portal server is running. */
let serverReachable: boolean | undefined;

/** Sets the portal behavior for the calls the next rendered story makes (the global provider calls it). */
export function setPortalMode(mode: StoryPortalMode): void {
    currentMode = mode;
}

/** The fixture with its root-relative asset paths made absolute on Ladle's origin (where Ladle serves them). */
function fixtureWithLocalAssets(): unknown {
    const ladleBase = new URL(import.meta.env.BASE_URL, location.origin);
    return JSON.parse(fixtureText, (_key, value: unknown) =>
        typeof value === "string" && value.startsWith("/assets/")
            ? new URL(`.${value}`, ladleBase).href
            : value
    );
}

/** A promise that never settles, except that it rejects like `fetch` when `signal` aborts. */
function never(signal: AbortSignal | null | undefined): Promise<Response> {
    return new Promise((_resolve, reject) => {
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
}

/** The in-process stand-in for the portal server in `mode`, with the same wire format (tRPC v11 + superjson). */
function fixtureAnswer(
    mode: StoryPortalMode,
    signal: AbortSignal | null | undefined
): Promise<Response> {
    switch (mode) {
        case "hang":
            return never(signal);
        case "http-500":
            return Promise.resolve(new Response("Internal Server Error", { status: 500 }));
        case "ok": {
            const body = JSON.stringify([{ result: { data: { json: fixtureWithLocalAssets() } } }]);
            return Promise.resolve(
                new Response(body, { headers: { "Content-Type": "application/json" } })
            );
        }
    }
}

/**
 * Wraps `window.fetch` for the workbench only (imported by `ladle/components.tsx`, never by the app):
 * a portal configuration call to `portalBase` goes to the local tRPC portal server
 * (`npm run portal`) with `?mode=<story mode>`; when that server is not running, the first call's
 * network error ("Failed to fetch", logged once by the browser) switches every later call to an
 * in-process answer from `dev/fixtures/portal-config.json`, so the static build works alone
 * ({@link PORTAL_FIXTURE_ONLY_KEY} takes that answer from the start).
 * Other requests pass through untouched. Calling it twice installs it once.
 * @param portalBase the stories' `PORTAL_BASE_URL_DEV` (default Keycloakify's env default,
 *   `http://localhost:4318`).
 */
export function installPortalShim(portalBase: string = kcEnvDefaults.PORTAL_BASE_URL_DEV): void {
    if ("portalShim" in window.fetch) return;
    if (localStorage.getItem(PORTAL_FIXTURE_ONLY_KEY) === "true") serverReachable = false;
    const realFetch = window.fetch.bind(window);
    const portalOrigin = new URL(portalBase).origin;

    const shim = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.origin !== portalOrigin || url.pathname !== CONFIG_PATH) return realFetch(input, init);
        const mode = currentMode;
        if (serverReachable !== false) {
            url.searchParams.set("mode", mode);
            try {
                const response = await realFetch(url, init);
                serverReachable = true;
                return response;
            } catch (error) {
                if (serverReachable === true || init?.signal?.aborted) throw error;
                serverReachable = false;
                console.info(`Portal server ${portalOrigin} not running: stories use the fixture.`);
            }
        }
        return fixtureAnswer(mode, init?.signal);
    };
    window.fetch = Object.assign(shim, { portalShim: true });
}
