/**
 * Loopback stand-in for the Keycloak server around the rendered pages: serves the FreeMarker
 * output at `/pages/<scenario>/<page>.html` with Keycloak's default security headers, the jar's
 * `resources/` at any `/resources/<v>/login/utility-portal/` (url.resourcesPath), its
 * `resources-common/` at `/resources/<v>/common/keycloak/` (url.resourcesCommonPath), and records
 * every request to `/realms/…` (url.loginAction and friends) with its decoded form body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sirv from "sirv";

/** A request the recorder received. */
export type RecordedRequest = {
    method: string;
    /** Path and query, e.g. `/realms/utility/login-actions/authenticate?session_code=…`. */
    url: string;
    contentType: string;
    /** Decoded `application/x-www-form-urlencoded` pairs, in body order. */
    fields: [string, string][];
};

/** A running theme server. */
export type ThemeServer = {
    /** e.g. `http://127.0.0.1:40123` */
    origin: string;
    /** Registers the HTML served at `/pages/<name>` (name like `login-default/login.html`). */
    setPage: (name: string, html: string) => void;
    /** Resolves with the next request whose path and query start with `pathPrefix`. */
    nextRequest: (pathPrefix: string) => Promise<RecordedRequest>;
    close: () => Promise<void>;
};

/** Keycloak's default browser security headers for a realm. */
const SECURITY_HEADERS = {
    "Content-Security-Policy": "frame-src 'self'; frame-ancestors 'self'; object-src 'none';",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "none"
};

function readBody(req: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        req.on("data", chunk => chunks.push(chunk as Buffer));
        req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        req.on("error", reject);
    });
}

/**
 * Serves `relative` with `files` (sirv; missing files and paths leaving its folder answer 404), as
 * Keycloak serves a theme's resources.
 */
function serveFile(
    files: ReturnType<typeof sirv>,
    relative: string,
    req: IncomingMessage,
    res: ServerResponse
): void {
    req.url = `/${relative}`;
    files(req, res, () => void res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found"));
}

/**
 * Starts the server on 127.0.0.1 (ephemeral port).
 * @param loginThemeDir the extracted `theme/utility-portal/login` folder of the jar.
 */
export function startThemeServer(loginThemeDir: string): Promise<ThemeServer> {
    const pages = new Map<string, string>();
    const waiters: { pathPrefix: string; resolve: (r: RecordedRequest) => void }[] = [];
    const resourcesDir = join(loginThemeDir, "resources");
    const resourceFiles = sirv(resourcesDir, { dev: true });
    const commonFiles = sirv(join(resourcesDir, "resources-common"), { dev: true });

    function record(request: RecordedRequest): void {
        for (const waiter of [...waiters]) {
            if (request.url.startsWith(waiter.pathPrefix)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(request);
            }
        }
    }

    async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
        const url = new URL(req.url ?? "/", "http://localhost");
        const resource = /^\/resources\/[^/]+\/login\/utility-portal\/(.*)$/.exec(url.pathname);
        const common = /^\/resources\/[^/]+\/common\/keycloak\/(.*)$/.exec(url.pathname);
        if (resource) return serveFile(resourceFiles, resource[1], req, res);
        if (common) return serveFile(commonFiles, common[1], req, res);
        if (url.pathname.startsWith("/pages/")) {
            const html = pages.get(url.pathname.slice("/pages/".length));
            if (html === undefined) return void res.writeHead(404).end("No such page");
            res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...SECURITY_HEADERS });
            return void res.end(html);
        }
        if (url.pathname.startsWith("/realms/")) {
            const body = await readBody(req);
            const contentType = req.headers["content-type"] ?? "";
            const fields = contentType.startsWith("application/x-www-form-urlencoded")
                ? [...new URLSearchParams(body).entries()]
                : [];
            record({ method: req.method ?? "GET", url: req.url ?? "/", contentType, fields });
            res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
            return void res.end("<!doctype html><title>Recorded</title><p>Recorded.</p>");
        }
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    }

    const server = createServer((req, res) => {
        handle(req, res).catch(error => res.writeHead(500).end(String(error)));
    });
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => {
            const { port } = server.address() as AddressInfo;
            resolve({
                origin: `http://127.0.0.1:${port}`,
                setPage: (name, html) => void pages.set(name, html),
                nextRequest: pathPrefix =>
                    new Promise(resolveRequest => waiters.push({ pathPrefix, resolve: resolveRequest })),
                close: () =>
                    new Promise<void>(done => {
                        server.closeAllConnections();
                        server.close(() => done());
                    })
            });
        });
    });
}
