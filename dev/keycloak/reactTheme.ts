import { execFileSync, spawnSync } from "node:child_process";
import {
    existsSync,
    mkdirSync,
    mkdtempSync,
    readdirSync,
    readFileSync,
    renameSync,
    rmSync,
    writeFileSync
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFolders } from "../../config/uiRuntime";
import { ROOT } from "./paths";
import { isNewerThanSources } from "./theme";

/** The login theme name our jar ships under (`vite.config.ts` `themeName`). */
export const SHIPPED_THEME_NAME = "utility-portal";

/**
 * The login theme name of the React 19 copy of our jar (docs/decisions.md §10), which the bench
 * and the real-server tests install beside the shipped jar. Both builds ship as `utility-portal`;
 * the copy differs from the React jar only in its theme folder's name and
 * `META-INF/keycloak-themes.json`, so one Keycloak serves both in the same run.
 */
export const REACT_THEME_NAME = "utility-portal-react";

/** The React jar as `UI_RUNTIME=react npm run build-keycloak-theme` writes it (Keycloak 26+). */
export const REACT_BUILT_JAR = join(ROOT, buildFolders("react").jarDir, "keycloak-theme.jar");

/** The renamed copy installed beside our jar (under `node_modules/`, out of every tool's sight). */
export const REACT_JAR = join(ROOT, "node_modules", ".bench", "react-theme", `${REACT_THEME_NAME}.jar`);

/** A string React 19's own bundle has and `preact/compat` has not: the jar really runs React. */
const REACT_MARKER = "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE";

/**
 * Builds our theme on React 19 (`UI_RUNTIME=react npm run build-keycloak-theme`, docs/decisions.md
 * §10) into `dist_keycloak_react/`, never over the shipped jar.
 * @throws Error when the build fails (its output has been shown).
 */
export function buildReactJar(): void {
    const result = spawnSync("npm", ["run", "--silent", "build-keycloak-theme"], {
        cwd: ROOT,
        stdio: "inherit",
        env: { ...process.env, UI_RUNTIME: "react" }
    });
    if (result.status !== 0) throw new Error("UI_RUNTIME=react npm run build-keycloak-theme failed");
}

/**
 * {@link renamedReactJar} of a React jar newer than every theme source, building it first
 * ({@link buildReactJar}, about a minute) when it is missing or older.
 * @returns {@link REACT_JAR}.
 * @throws Error as those two do.
 */
export function freshRenamedReactJar(): string {
    if (!isNewerThanSources(REACT_BUILT_JAR)) {
        console.log("Building our theme jar on React 19 (UI_RUNTIME=react)…");
        buildReactJar();
    }
    return renamedReactJar();
}

/**
 * Copies {@link REACT_BUILT_JAR} to {@link REACT_JAR} as the login theme {@link REACT_THEME_NAME}:
 * `theme/utility-portal/` becomes `theme/utility-portal-react/` and the theme list names it;
 * every other byte stays (the pages' `kcContext.themeName`, the Trusted Types policy names and
 * the storage keys keep `utility-portal`, as customers would get them). Keycloak derives each page's
 * `url.resourcesPath` from the folder, so the copy's files are served under their own path.
 * @returns {@link REACT_JAR}.
 * @throws Error when the React jar is missing, does not hold React 19, or `jar` fails.
 */
export function renamedReactJar(): string {
    if (!existsSync(REACT_BUILT_JAR))
        throw new Error(
            `${REACT_BUILT_JAR} is missing: run UI_RUNTIME=react npm run build-keycloak-theme`
        );
    const work = mkdtempSync(join(tmpdir(), "react-theme-"));
    try {
        execFileSync("jar", ["--extract", "--file", REACT_BUILT_JAR], { cwd: work });
        const themes = join(work, "theme");
        renameSync(join(themes, SHIPPED_THEME_NAME), join(themes, REACT_THEME_NAME));
        const list = join(work, "META-INF", "keycloak-themes.json");
        const declared = JSON.parse(readFileSync(list, "utf8")) as { themes: { name: string }[] };
        for (const theme of declared.themes)
            if (theme.name === SHIPPED_THEME_NAME) theme.name = REACT_THEME_NAME;
        writeFileSync(list, JSON.stringify(declared));
        const dist = join(themes, REACT_THEME_NAME, "login", "resources", "dist");
        const runsReact = readdirSync(dist, { recursive: true, encoding: "utf8" }).some(
            file => file.endsWith(".js") && readFileSync(join(dist, file), "utf8").includes(REACT_MARKER)
        );
        if (!runsReact)
            throw new Error(
                `${REACT_BUILT_JAR} does not bundle React 19: rebuild it with UI_RUNTIME=react`
            );
        mkdirSync(join(REACT_JAR, ".."), { recursive: true });
        rmSync(REACT_JAR, { force: true });
        execFileSync("jar", ["--create", "--no-manifest", "--file", REACT_JAR, "-C", work, "."]);
        return REACT_JAR;
    } finally {
        rmSync(work, { recursive: true, force: true });
    }
}
