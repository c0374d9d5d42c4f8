import prefresh from "@prefresh/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin, PluginOption, UserConfig } from "vite";
import { keycloakifyAliases } from "../keycloakify-seam/build/keycloakifyOverrides";

/**
 * The Vite settings every tool shares: `vite build` (the jar), the dev server, Vitest and Ladle
 * all start from {@link viteBase}, so what the tests and the workbench render is what ships
 * (docs/decisions.md §10).
 */

/**
 * The app is written against React 19's API and renders with Preact 11 through `preact/compat`
 * (docs/decisions.md §10): about 61 kB gzip less script on every page. Preact 11 passes `ref` as a
 * prop like React 19, which Radix relies on (Preact 10 does not). Exact-match patterns, so
 * `react-dom/client` is not caught by `react-dom`. `react-dom/test-utils` is Testing Library's
 * `act` under Vitest.
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
 * Hot updates with the runtime we ship (docs/decisions.md §10): Prefresh, Preact's own refresh, on
 * the dev servers (`npm start`, Ladle); an edited component re-renders in place and keeps its
 * state, where React's Fast Refresh would accept the update and Preact would never re-render.
 * Prefresh applies to `serve` only; Vitest, which also serves, runs without it.
 */
function preactRefresh(): PluginOption[] {
    // Its types promise any PluginOption; it resolves to an array of plugins.
    return process.env.VITEST ? [] : [prefresh() as Promise<Plugin[]>];
}

/**
 * Aliases (Preact for React, the Keycloakify overrides of `keycloakify-seam/`, `@` for `src/`) and plugins (Tailwind, Prefresh) of every tool. JSX goes through Vite's own esbuild
 * transform (`tsconfig`'s `react-jsx`, aliased to Preact's runtime).
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
