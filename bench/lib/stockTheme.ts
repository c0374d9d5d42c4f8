import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Login theme name of Keycloakify's stock theme in the real-server bench. */
export const STOCK_THEME_NAME = "keycloakify-stock";

const BASELINE_SOURCES = fileURLToPath(new URL("../baseline/", import.meta.url));

/**
 * A generated Keycloakify project of the stock theme (under `node_modules/`, so no linter,
 * formatter or type check sees it). `keycloakify build` wants a project folder of its own: a
 * `vite.config.*` with the Keycloakify plugin, `src/login/` and `index.html`.
 */
export const STOCK_PROJECT_DIR = fileURLToPath(
    new URL("../../node_modules/.bench/stock-theme/", import.meta.url)
);

/** The stock theme's jar (Keycloak 26 and later), built by {@link buildStockThemeJar}. */
export const STOCK_JAR = join(STOCK_PROJECT_DIR, "dist_keycloak", `${STOCK_THEME_NAME}.jar`);

/**
 * The Keycloakify starter's Vite config with the Keycloakify plugin: the same stock pages as
 * `bench/baseline/` (`DefaultPage` + `Template`, `doUseDefaultCss: true`), packed as a login theme
 * named {@link STOCK_THEME_NAME}, one jar for Keycloak 26+.
 */
const VITE_CONFIG = `import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { keycloakify } from "keycloakify/vite-plugin";

export default defineConfig({
    logLevel: "warn",
    plugins: [
        react(),
        keycloakify({
            themeName: "${STOCK_THEME_NAME}",
            accountThemeImplementation: "none",
            keycloakVersionTargets: { "22-to-25": false, "all-other-versions": "${STOCK_THEME_NAME}.jar" }
        })
    ]
});
`;

function run(command: string, args: string[], what: string): void {
    const result = spawnSync(command, args, {
        cwd: STOCK_PROJECT_DIR,
        stdio: ["ignore", "inherit", "inherit"],
        // npm hands a 220 kB cafile to child processes; keycloakify then fails with E2BIG
        // (docs/decisions.md §13).
        env: { ...process.env, npm_config_cafile: "/dev/null" }
    });
    if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/**
 * Builds Keycloakify's stock login theme as a jar with `keycloakify build` (Maven), from the
 * sources of the baseline (`bench/baseline/main.ts`, `KcPage.ts`).
 * @returns the jar's path ({@link STOCK_JAR}).
 * @throws Error when the Vite build or the jar build fails.
 */
export function buildStockThemeJar(): string {
    rmSync(STOCK_PROJECT_DIR, { recursive: true, force: true });
    mkdirSync(join(STOCK_PROJECT_DIR, "src", "login"), { recursive: true });
    writeFileSync(join(STOCK_PROJECT_DIR, "vite.config.mjs"), VITE_CONFIG);
    for (const file of ["main.ts", "KcPage.ts"]) {
        copyFileSync(join(BASELINE_SOURCES, file), join(STOCK_PROJECT_DIR, "src", "login", file));
    }
    const html = readFileSync(join(BASELINE_SOURCES, "index.html"), "utf8");
    writeFileSync(
        join(STOCK_PROJECT_DIR, "index.html"),
        html.replace('src="./main.ts"', 'src="/src/login/main.ts"')
    );
    run("npx", ["vite", "build"], "vite build of the stock theme");
    run("npx", ["keycloakify", "build"], "keycloakify build of the stock theme");
    if (!existsSync(STOCK_JAR)) throw new Error(`${STOCK_JAR} was not produced`);
    return STOCK_JAR;
}
