import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

const CONTENT_TYPES = {
    ".js": "text/javascript",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".pdf": "application/pdf"
};

/** The plain files (no sub-folders) of `folder`, by name. */
function filesOf(folder) {
    return readdirSync(folder, { withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => entry.name);
}

/**
 * Vite plugin that publishes flat folders at URL prefixes without copying them into the repository:
 * the dev server answers `GET /<prefix>/<file>` from the folder, the build emits every file as
 * `<prefix>/<file>`. Only files directly in the folder are served (a request naming a
 * sub-path or an unknown file falls through to Vite, which answers 404).
 * @param {Record<string, string>} folders URL prefix (no leading or trailing slash) → absolute folder.
 * @returns {import("vite").Plugin}
 */
export function staticFolders(folders) {
    return {
        name: "ladle-static-folders",
        configureServer(server) {
            server.middlewares.use((request, response, next) => {
                const path = decodeURIComponent((request.url ?? "").split("?")[0]);
                for (const [prefix, folder] of Object.entries(folders)) {
                    const name = path.startsWith(`/${prefix}/`) ? path.slice(prefix.length + 2) : "";
                    if (!filesOf(folder).includes(name)) continue;
                    // Ladle's dev server runs Vite's middlewares inside Koa, which presets 404.
                    response.statusCode = 200;
                    response.setHeader(
                        "Content-Type",
                        CONTENT_TYPES[extname(name)] ?? "application/octet-stream"
                    );
                    response.end(readFileSync(join(folder, name)));
                    return;
                }
                next();
            });
        },
        generateBundle() {
            for (const [prefix, folder] of Object.entries(folders)) {
                for (const name of filesOf(folder)) {
                    this.emitFile({
                        type: "asset",
                        fileName: `${prefix}/${name}`,
                        source: readFileSync(join(folder, name))
                    });
                }
            }
        }
    };
}
