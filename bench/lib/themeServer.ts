import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, posix, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** Path under which the theme's resources are served, as Keycloak's `url.resourcesPath`. */
export const RESOURCES_PATH = "/resources/bench/login/theme";

/** Path of the sign-in page document. */
export const PAGE_PATH = "/realms/bench/protocol/openid-connect/auth";

const CONTENT_TYPES: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".ico": "image/x-icon",
    ".gif": "image/gif",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".eot": "application/vnd.ms-fontobject"
};

/** Formats a compressing server shrinks; fonts and images are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".ico", ".ttf", ".eot"]);

/** One response the server sent. `compressedBytes` is the body on the wire (gzip when used). */
export type ServedFile = { path: string; type: string; rawBytes: number; compressedBytes: number };

/** What to serve besides the page: the built `dist/` folder and Keycloak's theme resources. */
export type ThemeServerOptions = {
    /** Vite output folder, served at `{RESOURCES_PATH}/dist/`. */
    distDir: string;
    /** Keycloak's login theme resources (`css/`, `js/`, `img/`, `resources-common/`). */
    resourcesDir: string;
    /** Fixed port; 0 or omitted picks a free one. */
    port?: number;
};

/**
 * A running theme server. `setPage(html)` sets the sign-in document (it needs `origin` first);
 * `served` lists every response since start or the last `resetLog()`.
 */
export type ThemeServer = {
    origin: string;
    setPage: (html: string) => void;
    served: ServedFile[];
    resetLog: () => void;
    close: () => Promise<void>;
};

/**
 * Serves one sign-in page the way Keycloak does on loopback: gzip (node zlib, level 6) for text
 * when the browser accepts it, long-lived caching for fingerprinted assets, 404 for anything
 * outside the two folders. Rejects when the port cannot be bound.
 */
export function startThemeServer(options: ThemeServerOptions): Promise<ThemeServer> {
    const served: ServedFile[] = [];
    let page = "";
    const server = createServer((req, res) => {
        void handle(req, res, page, options).then(file => file && served.push(file));
    });
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 0, "127.0.0.1", () => {
            const { port } = server.address() as AddressInfo;
            resolve({
                origin: `http://127.0.0.1:${port}`,
                setPage: html => void (page = html),
                served,
                resetLog: () => void served.splice(0),
                close: () =>
                    new Promise<void>(done => {
                        server.closeAllConnections();
                        server.close(() => done());
                    })
            });
        });
    });
}

async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    page: string,
    options: ThemeServerOptions
): Promise<ServedFile | undefined> {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    if (pathname === PAGE_PATH) return send(req, res, pathname, ".html", Buffer.from(page));
    const file = resolveFile(pathname, options);
    const body = file && (await readFile(file).catch(() => undefined));
    if (!file || !body) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
        return undefined;
    }
    return send(req, res, pathname, extname(file), relocate(pathname, extname(file), body));
}

/**
 * What `keycloakify build` does to the Vite output it packs into the jar, which assumes the site
 * root: chunks name preloads `"assets/…"` and get `{url.resourcesPath}/dist/assets/…`
 * (`replaceImportsInJsCode_vite`); stylesheets say `url(/assets/…)` and get a path relative to
 * themselves (`replaceImportsInCssCode`). Other files pass unchanged.
 */
function relocate(pathname: string, extension: string, body: Buffer): Buffer {
    const distPrefix = `${RESOURCES_PATH}/dist/`;
    if (!pathname.startsWith(distPrefix)) return body;
    const text = body.toString("utf8");
    if (extension === ".js") {
        return Buffer.from(text.replaceAll('"assets/', `"${distPrefix.slice(1)}assets/`));
    }
    if (extension === ".css") {
        const cssDir = posix.dirname(pathname.slice(distPrefix.length));
        return Buffer.from(
            text.replace(/url\((["']?)\/(?!\/)([^"')]+)\1\)/g, (_, quote: string, asset: string) => {
                return `url(${quote}${posix.relative(cssDir, asset)}${quote})`;
            })
        );
    }
    return body;
}

/** Maps a URL path to a file inside the served folders; `undefined` for anything else. */
function resolveFile(pathname: string, options: ThemeServerOptions): string | undefined {
    const distPrefix = `${RESOURCES_PATH}/dist/`;
    const [base, rest] = pathname.startsWith(distPrefix)
        ? [options.distDir, pathname.slice(distPrefix.length)]
        : pathname.startsWith(`${RESOURCES_PATH}/`)
          ? [options.resourcesDir, pathname.slice(RESOURCES_PATH.length + 1)]
          : [undefined, ""];
    if (base === undefined) return undefined;
    const file = normalize(join(base, rest));
    return file.startsWith(normalize(base) + sep) ? file : undefined;
}

function send(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    extension: string,
    body: Buffer
): ServedFile {
    const type = CONTENT_TYPES[extension] ?? "application/octet-stream";
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const payload = gzip ? gzipSync(body, { level: 6 }) : body;
    res.writeHead(200, {
        "Content-Type": type,
        "Content-Length": payload.length,
        "Cache-Control": extension === ".html" ? "no-store" : "max-age=2592000",
        ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {})
    });
    res.end(payload);
    return { path, type, rawBytes: body.length, compressedBytes: payload.length };
}
