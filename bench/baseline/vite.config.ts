import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

/** Output folder of the baseline build (under node_modules, so no linter or formatter sees it). */
export const BASELINE_OUT_DIR = fileURLToPath(
    new URL("../../node_modules/.bench/baseline", import.meta.url)
);

/**
 * Production build of the bench baseline (Keycloakify's stock theme) with the starter's Vite
 * defaults. The keycloakify plugin is left out: it only generates the theme jar, and the bench
 * serves this bundle with an injected kcContext exactly like ours.
 */
export default defineConfig({
    root: fileURLToPath(new URL(".", import.meta.url)),
    base: "/",
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: BASELINE_OUT_DIR, emptyOutDir: true }
});
