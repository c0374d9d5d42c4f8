import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, mergeConfig, type Plugin, type Rollup } from "vite";
import { keycloakify } from "keycloakify/vite-plugin";
import { bootPlugin, isBootModule } from "./config/bootPlugin";
import { withFirstView } from "./config/firstView/firstView";
import { generateFirstViewMacros } from "./config/firstView/generateFirstView";
import { minifyKeycloakScripts } from "./config/minifyKeycloakScripts";
import { fastKcContextPostBuild } from "./keycloakify-seam/build/kcContextSerializer/fastKcContext";
import { keycloakifyI18nStylePlugin } from "./keycloakify-seam/build/keycloakifyI18nStylePlugin";
import { keycloakifyOverridesCanary } from "./keycloakify-seam/build/keycloakifyOverrides";
import { writeEmailTheme } from "./config/emailTheme";
import { writeServerMessages } from "./config/serverMessages";
import { serverTexts, takeServerTexts } from "./config/serverTexts";
import { en } from "./src/login/messages/en";
import { translations } from "./src/login/messages/translations";
import { viteBase } from "./config/viteBase";
import { buildFolders, uiRuntime } from "./config/uiRuntime";

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
const ENTRY_MODULES = ["/src/boot/main.tsx", "/src/login/KcPage.tsx"];

/**
 * Libraries every first view needs, in a chunk of their own so the first view's script arrives as
 * two files downloading in parallel rather than one large one (docs/decisions.md §12,
 * measured with Lighthouse).
 */
const VENDOR_MODULES = /\/node_modules\/(preact|react|react-dom|scheduler|dompurify|tailwind-merge)\//;

/**
 * Small modules our pages share (three kit parts, the form, the submit guard and buttons, the
 * passkey script hooks and Keycloakify's helper it uses), in one chunk: the sign-in page's code
 * arrives as two files instead of nine, and the boot script inserts two preload links instead of nine
 * (docs/decisions.md §12).
 */
const PAGE_SHARED_MODULES = [
    /\/src\/components\/ui\/(field|checkbox|input)\.tsx$/,
    /\/src\/login\/useSubmitOnce\.ts$/,
    /\/src\/login\/components\/(SubmitButton|SignInButton|PageForm)\.tsx$/,
    /\/keycloakify-seam\/browser\/webauthn\/\w+\.ts$/,
    /\/keycloakify\/tools\/waitForElementMountedOnDom\.js$/
];
const pageSharedMatched = new Set<RegExp>();

/**
 * Rollup `manualChunks`: the boot entry's modules in `boot`, the first-view libraries in `vendor`,
 * the pages' shared parts in `page-shared`, the entry and `KcPage` (with what only they import) in
 * `index`; the rest (pages, dialogs,
 * languages) is split by Rollup along the lazy imports.
 */
function manualChunks(id: string, { getModuleInfo }: { getModuleInfo: Rollup.GetModuleInfo }) {
    if (isBootModule(id, getModuleInfo)) return "boot";
    if (VENDOR_MODULES.test(id)) return "vendor";
    const pageShared = PAGE_SHARED_MODULES.find(pattern => pattern.test(id));
    if (pageShared) {
        pageSharedMatched.add(pageShared);
        return "page-shared";
    }
    return ENTRY_MODULES.some(entry => id.endsWith(entry)) ? "index" : undefined;
}

/**
 * Fails the build when a {@link PAGE_SHARED_MODULES} pattern matched no module: a moved file would
 * otherwise drop out of the chunk silently, as one did (a 299 B chunk and a request more).
 */
function pageSharedCheck(): Plugin {
    return {
        name: "page-shared-check",
        apply: "build",
        generateBundle() {
            const unmatched = PAGE_SHARED_MODULES.filter(pattern => !pageSharedMatched.has(pattern));
            if (unmatched.length > 0)
                this.error(
                    `vite.config.ts page-shared chunk: no module matches ${unmatched.join(", ")}`
                );
        }
    };
}

/** `vite build` (the jar's bundle) and the dev server (`npm start`): the shared base plus these. */
const ownConfig = defineConfig({
    build: {
        outDir: buildFolders().dist,
        // terser: the first view's script 2.5 % smaller compressed than esbuild's output, for
        // about 15 s more build (docs/decisions.md §12).
        minify: "terser",
        terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
        // Without the polyfill the main entry is the app chunk itself, not a facade chunk that
        // only imports it: one request fewer before the first paint (docs/decisions.md §12).
        // Browsers without modulepreload (Safari < 17) still load every chunk, through its imports.
        modulePreload: { polyfill: false },
        rollupOptions: {
            output: {
                manualChunks
            },
            // Radix's modules start with React Server Components' "use client", which means nothing
            // in a client-only bundle; every other warning still shows.
            onwarn(warning, warn) {
                if (
                    warning.code === "MODULE_LEVEL_DIRECTIVE" &&
                    warning.message.includes('"use client"')
                )
                    return;
                warn(warning);
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
                "**/dist_keycloak*/**",
                "**/dist_react/**",
                "**/bench/results/**"
            ]
        }
    },
    optimizeDeps: {
        // Only the app's entry: rendered test pages (*.html under tests/) are not app entries.
        entries: ["index.html"],
        // Reached only through lazy imports, or (the JSX runtime) only once a module is compiled;
        // pre-bundled up front so the preview does not reload itself the first time such a page
        // is opened. PDF.js and its worker module come with the PDF footer dialog (docs/decisions.md §15).
        include: [
            uiRuntime() === "react" ? "react/jsx-dev-runtime" : "preact/jsx-dev-runtime",
            "keycloakify/login/UserProfileFormFields",
            "pdfjs-dist",
            "pdfjs-dist/build/pdf.worker.min.mjs"
        ]
    },
    plugins: [
        bootPlugin(),
        keycloakifyI18nStylePlugin(),
        keycloakifyOverridesCanary(),
        pageSharedCheck(),
        serverTexts(en),
        keycloakify({
            themeName: "utility-portal",
            keycloakifyBuildDirPath: buildFolders().jarDir,
            accountThemeImplementation: "none",
            // Serialize the kcContext as data at a fraction of Keycloakify's server cost
            // (docs/decisions.md §17) with the texts Keycloak resolves for the app (§26), write the
            // first view from the app's components rendered now (§22), write the fallback's
            // server-rendered texts and ours (docs/security.md §6) and let Keycloak answer the
            // texts Keycloakify ships empty.
            postBuild: async buildContext => {
                const firstViewParts = await generateFirstViewMacros();
                await fastKcContextPostBuild(buildContext, {
                    pageFallbackFtl: readFileSync(
                        new URL("./config/pageFallback.ftl", import.meta.url),
                        "utf8"
                    ),
                    withFirstView: (ftl, pageFile) => withFirstView(ftl, pageFile, firstViewParts),
                    serverTexts: takeServerTexts
                });
                writeServerMessages(buildContext.themeNames, { en, translations });
                await writeEmailTheme(buildContext, ["en", ...Object.keys(translations)]);
                for (const themeName of buildContext.themeNames)
                    await minifyKeycloakScripts(join("theme", themeName));
            },
            environmentVariables: portalEnvironmentVariables,
            keycloakVersionTargets: {
                // Keycloakify shades dev.jcputney:keycloak-theme-additional-info-extension into the
                // 22-25 jar; the Maven Central these machines reach does not serve it (docs/decisions.md §13).
                "22-to-25": false,
                "all-other-versions": "keycloak-theme.jar"
            }
        })
    ]
});

export default mergeConfig(viteBase(), ownConfig);
