import { build } from "esbuild";
import { rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

const ID = "virtual:sample-mails";
const RESOLVED = `\0${ID}`;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Vite plugin of the workbench: `virtual:sample-mails` is every mail rendered in Node by
 * `ladle/sampleMails.ts` with jsx-email, as the jar's build renders the templates, so the mail
 * story shows the same HTML and the browser bundle carries no jsx-email (it needs Node). The module
 * is bundled with esbuild into `node_modules/.cache/` (where its packages resolve) and imported.
 * @returns the plugin; its module fails to load when bundling or rendering fails.
 */
export function sampleMailsPlugin() {
    return {
        name: "sample-mails",
        resolveId: id => (id === ID ? RESOLVED : undefined),
        async load(id) {
            if (id !== RESOLVED) return undefined;
            const outfile = `${ROOT}node_modules/.cache/sample-mails/sampleMails-${Date.now()}.mjs`;
            await build({
                entryPoints: [`${ROOT}ladle/sampleMails.ts`],
                outfile,
                bundle: true,
                platform: "node",
                format: "esm",
                packages: "external",
                jsx: "automatic",
                tsconfig: `${ROOT}tsconfig.app.json`,
                logLevel: "error"
            });
            const { renderSampleMails } = await import(pathToFileURL(outfile).href);
            await rm(outfile);
            return `export default ${JSON.stringify(await renderSampleMails())};`;
        }
    };
}
