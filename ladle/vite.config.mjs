import { defineConfig, mergeConfig } from "vite";
import { fileURLToPath } from "node:url";
import { viteBase } from "../config/viteBase";
import { sampleMailsPlugin } from "./sampleMailsPlugin.mjs";
import { staticFolders } from "./staticFolders.mjs";

/**
 * Vite config of the Ladle workbench (docs/decisions.md §14): the shared base of every tool
 * (`config/viteBase.ts`: Preact for React, Tailwind, the `@` alias), without the keycloakify plugin
 * (it asserts outside a Keycloakify build). Ladle's own interface renders with Preact too, as
 * stories and Ladle share one tree; hot updates are Prefresh's, from the base.
 * No `publicDir`: the two folders stories need are mapped from where they live instead of copied —
 * Keycloak's login scripts that `useInitialize` inserts (`url.resourcesPath` of Keycloakify's mocks
 * is `/keycloakify-dev-resources/login`) and the portal fixture assets, which the offline portal
 * answer points at on Ladle's own origin (see `portalShim.ts`).
 */
export default mergeConfig(
    viteBase(),
    defineConfig({
        publicDir: false,
        plugins: [
            // Ladle adds React's refresh plugin unless the config has one of this name; Prefresh
            // (in the base) does the hot updates, so this empty stand-in keeps React's out.
            { name: "vite:react-swc" },
            sampleMailsPlugin(),
            staticFolders({
                "keycloakify-dev-resources/login/js": fileURLToPath(
                    new URL(
                        "../node_modules/keycloakify/res/public/keycloakify-dev-resources/login/js",
                        import.meta.url
                    )
                ),
                assets: fileURLToPath(new URL("../dev/fixtures/assets", import.meta.url))
            })
        ]
    })
);
