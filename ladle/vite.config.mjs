import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { staticFolders } from "./staticFolders.mjs";

/**
 * Vite config of the Ladle workbench (docs/decisions.md §14): React, Tailwind and the `@` alias
 * like the app, but without the keycloakify plugin (it asserts outside a Keycloakify build).
 * No `publicDir`: the two folders stories need are mapped from where they live instead of copied —
 * Keycloak's login scripts that `useInitialize` inserts (`url.resourcesPath` of Keycloakify's mocks
 * is `/keycloakify-dev-resources/login`) and the portal fixture assets, which the offline portal
 * answer points at on Ladle's own origin (see `portalShim.ts`).
 */
export default defineConfig({
    publicDir: false,
    resolve: {
        alias: { "@": fileURLToPath(new URL("../src", import.meta.url)) }
    },
    plugins: [
        react(),
        tailwindcss(),
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
});
