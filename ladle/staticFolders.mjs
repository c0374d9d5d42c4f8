import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

/** The plain files (no sub-folders) of `folder`, by name. */
function filesOf(folder) {
    return readdirSync(folder, { withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => entry.name);
}

/**
 * Vite plugin that publishes flat folders at URL prefixes without copying them into the repository:
 * the dev server answers `GET /<prefix>/<file>` from the folder (sirv; an unknown file goes on
 * to the next middleware), the build emits every file directly in the folder as
 * `<prefix>/<file>`.
 * @param {Record<string, string>} folders URL prefix (no leading or trailing slash) → absolute folder.
 * @returns {import("vite").Plugin}
 */
export function staticFolders(folders) {
    return {
        name: "ladle-static-folders",
        configureServer(server) {
            const mounts = Object.entries(folders).map(([prefix, folder]) => ({
                prefix: `/${prefix}/`,
                files: sirv(folder, { dev: true })
            }));
            server.middlewares.use((request, response, next) => {
                const url = request.url ?? "";
                const mount = mounts.find(({ prefix }) => url.startsWith(prefix));
                if (mount === undefined) return next();
                request.url = url.slice(mount.prefix.length - 1);
                mount.files(request, response, () => {
                    request.url = url;
                    next();
                });
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
