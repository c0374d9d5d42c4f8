/** The theme jar: which one a Keycloak takes, building it, and putting it into a Keycloak home. */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { buildFolders } from "../../config/uiRuntime";
import { ROOT, STACK_DIR } from "./paths";
import { SetupError } from "./setupError";

const THEME_NAME = "utility-portal";

/**
 * The theme jar built for a Keycloak version (Keycloakify's `keycloakVersionTargets`).
 * @returns a path under `dist_keycloak/` (`dist_keycloak_react/` with `UI_RUNTIME=react`);
 * Keycloak 22–25 and 26+ take different jars.
 */
export function themeJarFor(version: string): string {
    const major = Number(version.split(".")[0]);
    const name = major >= 26 ? "keycloak-theme.jar" : "keycloak-theme-for-kc-22-to-25.jar";
    return join(ROOT, buildFolders().jarDir, name);
}

/**
 * The jar for `version`, checked to be built.
 * @throws SetupError when it has not been built.
 */
export function requireThemeJar(version: string): string {
    const jar = themeJarFor(version);
    if (existsSync(jar)) return jar;
    const why = jar.endsWith("22-to-25.jar")
        ? "the Keycloak 22-25 jar is not built here (docs/decisions.md §13)"
        : "run npm run build-keycloak-theme";
    throw new SetupError(`${jar} is missing: ${why}.`);
}

/**
 * Builds the theme jar (`npm run build-keycloak-theme`) without blocking the portal server and
 * the mail catcher that share this process.
 * @throws SetupError when the build fails (its output has been shown).
 */
export async function buildTheme(): Promise<void> {
    const build = spawn("npm", ["run", "build-keycloak-theme", "--silent"], {
        cwd: ROOT,
        stdio: "inherit"
    });
    const status = await new Promise<number | null>(resolve => build.once("exit", resolve));
    if (status !== 0) throw new SetupError("The theme build failed (see above).");
}

/** The folders the theme is built from (beside a few root files). */
export const THEME_SOURCE_FOLDERS = ["src", "public", "config", "keycloakify-seam"];

/** Newest modification time (ms) of the files the theme is built from. */
function newestSourceTime(): number {
    const sources = ["index.html", "vite.config.ts", "package.json", "tailwind.config.ts"];
    const times = sources.map(file => statSync(join(ROOT, file)).mtimeMs);
    for (const folder of THEME_SOURCE_FOLDERS) {
        const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
        for (const entry of entries) {
            if (entry.isFile()) times.push(statSync(join(entry.parentPath, entry.name)).mtimeMs);
        }
    }
    return Math.max(...times);
}

/** Whether the file `built` (a jar) exists and is newer than every theme source. */
export function isNewerThanSources(built: string): boolean {
    return existsSync(built) && statSync(built).mtimeMs > newestSourceTime();
}

/** Whether the jar for `version` is newer than every theme source, so a start can skip the build. */
export function themeIsFresh(version: string): boolean {
    return isNewerThanSources(themeJarFor(version));
}

/** The name a provider jar gets in `providers/`: ours is `keycloak-theme.jar`, others `extra-<name>`. */
export function providerName(extraJar: string): string {
    return `extra-${basename(extraJar)}`;
}

/** Whether `providers/` file `name` is one a set-up put there (and may remove). */
export function isOwnProvider(name: string): boolean {
    return /^(keycloak-theme|extra-)/.test(name);
}

/**
 * Installs the built theme into a development Keycloak home: the jar (and `extraProviders`) into
 * `providers/`, as operators do, and its `theme/` folder into `themes/` so that a rebuild shows on
 * the next page load without a restart (development mode does not cache themes), as
 * Keycloakify's `start-keycloak` does.
 * @throws SetupError when the jar for this version has not been built.
 */
export function installTheme(home: string, version: string, extraProviders: string[]): void {
    const jar = requireThemeJar(version);
    const providers = join(home, "providers");
    for (const name of readdirSync(providers)) {
        if (isOwnProvider(name)) rmSync(join(providers, name));
    }
    copyFileSync(jar, join(providers, "keycloak-theme.jar"));
    for (const extra of extraProviders) copyFileSync(extra, join(providers, providerName(extra)));
    refreshThemeFolder(home, jar);
}

/**
 * Replaces the theme folder in `home`'s `themes/` with the one in `jar`, which a development
 * Keycloak reads at the next request (how a rebuild shows without a restart).
 */
export function refreshThemeFolder(home: string, jar: string): void {
    const staging = join(STACK_DIR, "theme-staging");
    rmSync(staging, { recursive: true, force: true });
    spawnSync("unzip", ["-q", "-o", jar, "theme/*", "-d", staging], { stdio: "inherit" });
    rmSync(join(home, "themes", THEME_NAME), { recursive: true, force: true });
    spawnSync("mv", [join(staging, "theme", THEME_NAME), join(home, "themes", THEME_NAME)]);
}
