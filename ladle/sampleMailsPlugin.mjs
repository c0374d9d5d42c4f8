import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const ID = "virtual:sample-mails";
const RESOLVED = `\0${ID}`;

/**
 * Vite plugin of the workbench: `virtual:sample-mails` is every mail rendered in Node by
 * `ladle/sampleMails.ts` with jsx-email, as the jar's build renders the templates, so the mail
 * story shows the same HTML and the browser bundle carries no jsx-email (it needs Node).
 * @returns the plugin; its module fails to load when rendering fails.
 */
export function sampleMailsPlugin() {
    return {
        name: "sample-mails",
        resolveId: id => (id === ID ? RESOLVED : undefined),
        async load(id) {
            if (id !== RESOLVED) return undefined;
            const { renderSampleMails } = await tsImport("./sampleMails.ts", {
                parentURL: import.meta.url,
                tsconfig: fileURLToPath(new URL("../tsconfig.app.json", import.meta.url))
            });
            return `export default ${JSON.stringify(await renderSampleMails())};`;
        }
    };
}
