import { defineConfig, type Rollup } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { keycloakify } from "keycloakify/vite-plugin";
import { fileURLToPath } from "node:url";
import { bootEntryPlugin, isBootModule } from "./config/bootEntryPlugin";

/**
 * Portal base addresses are Keycloak theme properties read from environment variables of the
 * Keycloak server, so operators change them without a rebuild (docs/decisions.md §2).
 * The defaults point at the local tRPC portal server used by `npm start` and the tests.
 */
export const portalEnvironmentVariables = [
    { name: "PORTAL_BASE_URL_DEV", default: "http://localhost:4318" },
    { name: "PORTAL_BASE_URL_QA", default: "" },
    { name: "PORTAL_BASE_URL_QA2", default: "" },
    { name: "PORTAL_BASE_URL_PROD", default: "" }
];

/**
 * Modules that ship in the entry chunk. Every page renders through `KcPage` (page switch, Template,
 * i18n), so the generated `kc.gen.tsx`'s lazy import of it only added a round trip before the
 * first paint (docs/decisions.md §12); the pages themselves stay lazy.
 */
const ENTRY_MODULES = ["/src/main.tsx", "/src/login/KcPage.tsx"];

/**
 * Libraries every first view needs, in a chunk of their own so the first view's script arrives as
 * two files downloading in parallel rather than one large one (docs/decisions.md §12,
 * measured with Lighthouse).
 */
const VENDOR_MODULES = /\/node_modules\/(preact|dompurify|tailwind-merge)\//;

/**
 * Rollup `manualChunks`: the boot entry's modules in `boot`, the first-view libraries in `vendor`,
 * the entry and `KcPage` (with what only they import) in `index`; the rest (pages, dialogs,
 * languages) is split by Rollup along the lazy imports.
 */
function manualChunks(id: string, { getModuleInfo }: { getModuleInfo: Rollup.GetModuleInfo }) {
    if (isBootModule(id, getModuleInfo)) return "boot";
    if (VENDOR_MODULES.test(id)) return "vendor";
    return ENTRY_MODULES.some(entry => id.endsWith(entry)) ? "index" : undefined;
}

/**
 * Keycloakify's `kcSanitize` imports a vendored DOMPurify (`../../tools/vendor/dompurify`); this
 * points it at the npm DOMPurify `@/lib/sanitize` already ships, so one copy loads
 * (docs/decisions.md §9).
 */
const keycloakifyDompurifyAlias = {
    // The whole specifier must match: Vite replaces only the matched part.
    find: /^.*\/tools\/vendor\/dompurify(?:\.js)?$/,
    replacement: fileURLToPath(new URL("./src/lib/keycloakifyDompurify.ts", import.meta.url))
};

/**
 * Production builds render with Preact 11 through `preact/compat` instead of React
 * (docs/decisions.md §10): about
 * 61 kB gzip less script on every page. Preact 11 passes `ref` as a prop like React 19, which Radix
 * relies on (Preact 10 does not). Only `vite build` is aliased: the dev server, Ladle (its own
 * config) and Vitest (`vitest.config.ts`) stay on React; the FreeMarker boot specs run the built
 * theme in Chromium. Exact-match patterns, so `react-dom/client` is not caught by `react-dom`.
 */
const preactAliases = [
    { find: /^react$/, replacement: "preact/compat" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" }
];

export default defineConfig(({ command }) => ({
    build: {
        // Without the polyfill the main entry is the app chunk itself, not a facade chunk that
        // only imports it: one request fewer before the first paint (docs/decisions.md §12).
        // Browsers without modulepreload (Safari < 17) still load every chunk, through its imports.
        modulePreload: { polyfill: false },
        rollupOptions: {
            output: {
                manualChunks
            }
        }
    },
    server: {
        // Test and build output must not trigger reloads of open preview pages mid-test.
        watch: {
            ignored: [
                "**/tests/freemarker/out/**",
                "**/test-results/**",
                "**/build-ladle/**",
                "**/dist_keycloak/**",
                "**/bench/results/**"
            ]
        }
    },
    optimizeDeps: {
        // Only the app's entry: rendered test pages (*.html under tests/) are not app entries.
        entries: ["index.html"],
        // Reached only through lazy imports; pre-bundled up front (with the stock pages they load)
        // so the preview does not reload itself the first time such a page is opened.
        include: ["keycloakify/login/DefaultPage", "keycloakify/login/UserProfileFormFields"]
    },
    resolve: {
        alias: [
            ...(command === "build" ? preactAliases : []),
            keycloakifyDompurifyAlias,
            { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }
        ]
    },
    plugins: [
        react(),
        tailwindcss(),
        bootEntryPlugin(),
        keycloakify({
            themeName: "utility-portal",
            accountThemeImplementation: "none",
            environmentVariables: portalEnvironmentVariables,
            keycloakVersionTargets: {
                // Keycloakify shades dev.jcputney:keycloak-theme-additional-info-extension into the
                // 22-25 jar; the Maven Central these machines reach does not serve it (docs/decisions.md).
                "22-to-25": false,
                "all-other-versions": "keycloak-theme.jar"
            }
        })
    ]
}));
