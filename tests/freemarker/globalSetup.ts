import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { THEME_JAR, prepareHarness } from "./harness";

/**
 * Builds the theme jar when it is missing (a fresh clone), then compiles the renderer and
 * extracts the jar once so the workers find both ready. A stale jar is not rebuilt: run
 * `npm run build-keycloak-theme` after changing the theme (npm test does).
 */
export default function globalSetup(): void {
    if (!existsSync(THEME_JAR)) {
        console.log("test:freemarker: building the theme jar first (npm run build-keycloak-theme)");
        execFileSync("npm", ["run", "build-keycloak-theme"], { stdio: "inherit" });
    }
    prepareHarness();
}
