/**
 * Local stand-in for the customer portal (docs/product.md §7; docs/decisions.md §4): a real
 * tRPC v11 server with the superjson transformer serving `portalConfigurationApi.getConfig` from
 * `dev/fixtures/portal-config.json`, plus the fixture assets under `/assets/`.
 *
 * Failure modes (for tests): `ok` | `trpc-error` | `http-500` | `non-json` | `wrong-shape` | `hang`.
 * - Server-wide default: env `PORTAL_MODE` (CLI) or `startPortalServer({ mode })`.
 * - Per request, so one server serves every mode: a `/mode/<name>` path prefix, i.e. use
 *   `http://127.0.0.1:4318/mode/http-500` as the portal base, or the query parameter `?mode=<name>`.
 *
 * Fixture asset URLs are root-relative (`/assets/…`); `parsePortalConfig` resolves them against the
 * portal base, so they point at this server whatever host name or port it runs on.
 *
 * CLI: `tsx dev/portal-server.ts` (env `PORTAL_PORT`, default 4318; binds 127.0.0.1).
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname } from "node:path";
import { pathToFileURL } from "node:url";
import superjson from "superjson";

/** The failure modes the server can play. */
export const PORTAL_MODES = ["ok", "trpc-error", "http-500", "non-json", "wrong-shape", "hang"] as const;

/** One of {@link PORTAL_MODES}. */
export type PortalMode = (typeof PORTAL_MODES)[number];

/** Default port of the CLI; `vite.config.ts` points `PORTAL_BASE_URL_DEV` at it. */
export const DEFAULT_PORTAL_PORT = 4318;

const FIXTURES = new URL("./fixtures/", import.meta.url);
const TRPC_BASE_PATH = "/api/trpc/";
const CONTENT_TYPES: Record<string, string> = {
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".pdf": "application/pdf"
};

function isPortalMode(value: string | null | undefined): value is PortalMode {
    return PORTAL_MODES.includes(value as PortalMode);
}

type Context = { mode: PortalMode };

const t = initTRPC.context<Context>().create({ transformer: superjson });

const appRouter = t.router({
    portalConfigurationApi: t.router({
        getConfig: t.procedure.query(async ({ ctx }): Promise<unknown> => {
            if (ctx.mode === "trpc-error") {
                throw new TRPCError({
                    code: "INTERNAL_SERVER_ERROR",
                    message: "Portal configuration unavailable"
                });
            }
            return JSON.parse(await readFile(new URL("portal-config.json", FIXTURES), "utf8"));
        })
    })
});

/** Type of the router, for a typed client if one is ever needed. */
export type PortalRouter = typeof appRouter;

/** Allows browser pages served from loopback (any port) to read answers; others get no CORS header. */
function applyCors(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    if (origin && /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i.test(origin)) {
        res.setHeader("Access-Control-Allow-Origin", origin);
        res.setHeader("Access-Control-Allow-Methods", "GET, OPTIONS");
        res.setHeader("Access-Control-Allow-Headers", "content-type");
    }
}

/** Splits an optional `/mode/<name>` prefix off the path; `?mode=` works too. */
function requestMode(url: URL, fallback: PortalMode): { mode: PortalMode; pathname: string } {
    const match = /^\/mode\/([a-z0-9-]+)(\/.*)$/.exec(url.pathname);
    const pathMode = match?.[1];
    const queryMode = url.searchParams.get("mode");
    const mode = isPortalMode(pathMode) ? pathMode : isPortalMode(queryMode) ? queryMode : fallback;
    return { mode, pathname: match ? match[2] : url.pathname };
}

/** How a portal's static files are cached: a day, as a CDN serves a logo whose name has no hash. */
const ASSET_CACHING = "public, max-age=86400";

function send(
    res: ServerResponse,
    status: number,
    contentType: string,
    body: string | Buffer,
    caching = "no-store"
): void {
    res.writeHead(status, { "Content-Type": contentType, "Cache-Control": caching });
    res.end(body);
}

/** Serves a file of `dev/fixtures/assets/` by plain name only (no traversal). */
async function serveAsset(name: string, res: ServerResponse): Promise<void> {
    const type = CONTENT_TYPES[extname(name)];
    if (!/^[a-z0-9-]+\.[a-z]+$/.test(name) || type === undefined)
        return send(res, 404, "text/plain", "Not found");
    try {
        const body = await readFile(new URL(`assets/${name}`, FIXTURES));
        res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        // A returning customer's browser keeps the logo (docs/decisions.md §27); answers are never kept.
        send(res, 200, type, body, ASSET_CACHING);
    } catch {
        send(res, 404, "text/plain", "Not found");
    }
}

/** Answers a configuration call in the modes that bypass tRPC; `false` when tRPC should answer. */
function answerFailureMode(mode: PortalMode, res: ServerResponse): boolean {
    switch (mode) {
        case "http-500":
            send(res, 500, "text/plain", "Internal Server Error");
            return true;
        case "non-json":
            send(res, 200, "text/html", "<!doctype html><title>Maintenance</title><p>Back soon.</p>");
            return true;
        case "wrong-shape":
            send(res, 200, "application/json", JSON.stringify({ hello: "not a tRPC batch" }));
            return true;
        case "hang":
            return true;
        default:
            return false;
    }
}

/**
 * Where the demo realm's client redirects after a sign-in (`dev/keycloak/`): a person trying the
 * theme in a real Keycloak sees where the sign-in ended. The code itself is not shown.
 */
function sendSignedIn(url: URL, res: ServerResponse): void {
    const outcome = url.searchParams.has("code")
        ? "Keycloak signed you in and sent the portal an authorization code."
        : `Keycloak came back without a code (${url.searchParams.get("error") ?? "no error given"}).`;
    const escaped = outcome.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);
    send(
        res,
        200,
        "text/html; charset=utf-8",
        `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Customer portal (demo)</title><h1>Signed in</h1><p>${escaped}</p></html>`
    );
}

function createRequestListener(defaultMode: PortalMode) {
    const modes = new WeakMap<IncomingMessage, PortalMode>();
    const trpc = createHTTPHandler({
        router: appRouter,
        basePath: TRPC_BASE_PATH,
        createContext: ({ req }): Context => ({ mode: modes.get(req) ?? defaultMode })
    });
    return (req: IncomingMessage, res: ServerResponse) => {
        applyCors(req, res);
        if (req.method === "OPTIONS") return send(res, 204, "text/plain", "");
        const url = new URL(req.url ?? "/", "http://localhost");
        if (url.pathname === "/signed-in") return sendSignedIn(url, res);
        const { mode, pathname } = requestMode(url, defaultMode);
        if (pathname.startsWith("/assets/"))
            return void serveAsset(pathname.slice("/assets/".length), res);
        if (!pathname.startsWith(TRPC_BASE_PATH)) return send(res, 404, "text/plain", "Not found");
        if (answerFailureMode(mode, res)) return;
        modes.set(req, mode);
        req.url = pathname + url.search;
        // Every visit asks afresh; the theme keeps the last good answer itself (docs/security.md §10).
        res.setHeader("Cache-Control", "no-store");
        trpc(req, res);
    };
}

/** A running portal server. */
export type RunningPortalServer = {
    /** Origin to use as portal base, e.g. `http://127.0.0.1:4318` (no trailing slash). */
    url: string;
    /** Stops listening and drops open connections (including hanging ones). */
    close: () => Promise<void>;
};

/**
 * Starts the portal server on 127.0.0.1 (in-process; for Vitest and Playwright global setup).
 * @param options `port` (0 or omitted: an ephemeral port), `mode` default for requests without a
 *   mode switch (default `ok`).
 * @returns the origin and a `close()`; rejects if the port cannot be bound.
 */
export function startPortalServer(
    options: { port?: number; mode?: PortalMode } = {}
): Promise<RunningPortalServer> {
    const server = createServer(createRequestListener(options.mode ?? "ok"));
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 0, "127.0.0.1", () => {
            const { port } = server.address() as AddressInfo;
            resolve({
                url: `http://127.0.0.1:${port}`,
                close: () =>
                    new Promise<void>(done => {
                        server.closeAllConnections();
                        server.close(() => done());
                    })
            });
        });
    });
}

async function main(): Promise<void> {
    const envMode = process.env.PORTAL_MODE;
    if (envMode !== undefined && !isPortalMode(envMode)) {
        throw new Error(`PORTAL_MODE must be one of ${PORTAL_MODES.join(", ")}`);
    }
    const port = Number(process.env.PORTAL_PORT ?? DEFAULT_PORTAL_PORT);
    const { url } = await startPortalServer({ port, mode: envMode });
    console.log(`Portal server (${envMode ?? "ok"}) on ${url}${TRPC_BASE_PATH}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
    main().catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
    });
}
