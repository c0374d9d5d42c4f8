import prefresh from "@prefresh/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin, PluginOption, UserConfig } from "vite";

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
 * Keycloakify's `kcSanitize` (its port of Keycloak's OWASP message policy, with a vendored
 * DOMPurify) is pointed at `src/lib/keycloakifyKcSanitize.ts`: Keycloak's allow-list on the npm
 * DOMPurify `@/lib/sanitize` already ships, so one copy loads and 5 kB of compressed policy code
 * does not (docs/decisions.md §9). The whole specifier must match: Vite replaces only the matched
 * part.
 */
const keycloakifyKcSanitizeAlias: Alias = {
    find: /^.*\/lib\/kcSanitize(?:\/index)?(?:\.js)?$/,
    replacement: fileURLToPath(new URL("../src/lib/keycloakifyKcSanitize.ts", import.meta.url))
};

/**
 * Keycloakify's stock pages wire Keycloak's WebAuthn scripts with `useScript` hooks that insert
 * inline module scripts, which `script-src 'self'` blocks; this points them at
 * `src/login/useWebAuthnScript.ts`, which imports the same modules as files (docs/security.md §3).
 * `LoginRecoveryAuthnCodeConfig.useScript` is not aliased: our own page replaces that stock page.
 */
const keycloakifyWebAuthnScriptAlias: Alias = {
    find: /^.*\/login\/pages\/(?:Login|LoginUsername|LoginPassword|LoginPasskeysConditionalAuthenticate|WebauthnAuthenticate|WebauthnRegister)\.useScript(?:\.js)?$/,
    replacement: fileURLToPath(new URL("../src/login/useWebAuthnScript.ts", import.meta.url))
};

/**
 * `react-remove-scroll` (Radix's scroll lock) adds its CSS through `react-style-singleton`, as a
 * `<style>` element that `style-src 'self'` refuses; this points it at `src/lib/styleSingleton.ts`,
 * which adds the same CSS as a constructed style sheet (docs/security.md §4).
 */
const styleSingletonAlias: Alias = {
    find: /^react-style-singleton$/,
    replacement: fileURLToPath(new URL("../src/lib/styleSingleton.ts", import.meta.url))
};

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
 * Aliases (Preact for React, Keycloakify's sanitiser, the WebAuthn scripts, the style singleton, `@`
 * for `src/`) and plugins (Tailwind, Prefresh) of every tool. JSX goes through Vite's own esbuild
 * transform (`tsconfig`'s `react-jsx`, aliased to Preact's runtime).
 */
export function viteBase(): UserConfig {
    return {
        resolve: {
            alias: [
                ...preactAliases,
                keycloakifyKcSanitizeAlias,
                keycloakifyWebAuthnScriptAlias,
                styleSingletonAlias,
                { find: "@", replacement: fileURLToPath(new URL("../src", import.meta.url)) }
            ]
        },
        plugins: [tailwindcss(), ...preactRefresh()]
    };
}
