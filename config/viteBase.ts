import prefresh from "@prefresh/vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin, PluginOption, UserConfig } from "vite";
import { keycloakifyEnglish } from "../keycloakify-seam/build/keycloakifyEnglish";
import { keycloakifyAliases } from "../keycloakify-seam/build/keycloakifyOverrides";
import { uiRuntime } from "./uiRuntime";

/** React 19 as Preact 11 (docs/decisions.md §10); exact patterns, so `react-dom` misses `react-dom/client`. */
export const preactAliases: Alias[] = [
    { find: /^react$/, replacement: "preact/compat" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
    { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" }
];

/** The runtime's hot refresh on dev servers, not Vitest (docs/decisions.md §10). */
function refresh(): PluginOption[] {
    if (process.env.VITEST) return [];
    // Its types promise any PluginOption; it resolves to an array of plugins.
    return uiRuntime() === "react" ? [react()] : [prefresh() as Promise<Plugin[]>];
}

/** Vite settings shared by the build, dev server, Vitest and Ladle, so tests render what ships; throws as `uiRuntime`. */
export function viteBase(): UserConfig {
    return {
        resolve: {
            alias: [
                ...(uiRuntime() === "react" ? [] : preactAliases),
                ...keycloakifyAliases(),
                { find: "@", replacement: fileURLToPath(new URL("../src", import.meta.url)) }
            ]
        },
        plugins: [tailwindcss(), keycloakifyEnglish(), ...refresh()]
    };
}
