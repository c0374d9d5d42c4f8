import prefresh from "@prefresh/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin, PluginOption, UserConfig } from "vite";
import { keycloakifyAliases } from "../keycloakify-seam/build/keycloakifyOverrides";

/**
 * React 19's API rendered by Preact 11 (`preact/compat`, docs/decisions.md §10): 61 kB gzip less.
 * Exact-match patterns, so `react-dom/client` is not caught by `react-dom`.
 */
export const preactAliases: Alias[] = [
    { find: /^react$/, replacement: "preact/compat" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" }
];

/**
 * Prefresh, Preact's hot refresh, on the dev servers (docs/decisions.md §10): React's Fast Refresh
 * would accept an update Preact never re-renders. Not under Vitest, which also serves.
 */
function preactRefresh(): PluginOption[] {
    // Its types promise any PluginOption; it resolves to an array of plugins.
    return process.env.VITEST ? [] : [prefresh() as Promise<Plugin[]>];
}

/**
 * The Vite settings `vite build`, the dev server, Vitest and Ladle share, so the tests render what
 * ships (docs/decisions.md §10): aliases (Preact, `keycloakify-seam/` overrides, `@` for `src/`),
 * Tailwind and Prefresh.
 */
export function viteBase(): UserConfig {
    return {
        resolve: {
            alias: [
                ...preactAliases,
                ...keycloakifyAliases(),
                { find: "@", replacement: fileURLToPath(new URL("../src", import.meta.url)) }
            ]
        },
        plugins: [tailwindcss(), ...preactRefresh()]
    };
}
