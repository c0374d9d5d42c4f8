import { readFileSync } from "node:fs";
import { transformWithEsbuild, type Plugin } from "vite";

const SCRIPT_TAG = '<script src="/src/login/colorModeScript.js"></script>';
const SOURCE = new URL("../src/login/colorModeScript.js", import.meta.url);

/**
 * Vite plugin: puts `src/login/colorModeScript.js`, minified, into `index.html`'s `<head>` as an
 * inline script in place of its `<script src>` tag (docs/decisions.md §5). As a file of its own it
 * was a render-blocking request before the first paint (Lighthouse estimated 0.3 s in the real
 * Keycloak). Runs for the build and the dev server.
 * @throws Error when `index.html` no longer holds the script tag, so the script is never lost.
 */
export function inlineColorModeScript(): Plugin {
    return {
        name: "inline-color-mode-script",
        async transformIndexHtml(html) {
            if (!html.includes(SCRIPT_TAG))
                throw new Error(`inlineColorModeScript: ${SCRIPT_TAG} not found in index.html`);
            const source = readFileSync(SOURCE, "utf8");
            const { code } = await transformWithEsbuild(source, SOURCE.pathname, { minify: true });
            return html.replace(SCRIPT_TAG, () => `<script>${code.trim()}</script>`);
        }
    };
}
