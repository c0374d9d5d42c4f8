/**
 * A set-up for a person at the terminal (`npm run keycloak`, `cli.ts`): the theme built when its
 * sources changed, the set-up started, where everything is printed, rebuilt on changes to `src/`
 * (development), and everything stopped on Ctrl-C.
 */
import { watch } from "node:fs";
import { join } from "node:path";
import { DEVELOPMENT_MODE, startDevelopmentStack } from "./development";
import { PRODUCTION_MODE, startProductionStack } from "./production";
import { ROOT } from "./paths";
import { requirePrerequisites, type RunningStack } from "./stack";
import {
    buildTheme,
    refreshThemeFolder,
    THEME_SOURCE_FOLDERS,
    themeIsFresh,
    themeJarFor
} from "./theme";
import { developmentWelcome, productionWelcome } from "./welcome";
import { keycloakVersion } from "./version";

/** Builds the theme jar unless it is newer than every source. */
async function buildThemeIfStale(): Promise<void> {
    if (themeIsFresh(keycloakVersion()))
        console.log("The theme jar is newer than its sources: no build.");
    else await buildTheme();
}

/** Stops `stack` and exits on Ctrl-C or SIGTERM, saying what stops. */
function stopOnSignal(stack: RunningStack, what: string): void {
    const shutdown = () => {
        console.log(`\nStopping ${what}…`);
        void stack.stop().then(() => process.exit(0));
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
}

/**
 * Rebuilds the theme 400 ms after the last change under `src/` and puts it into the development
 * Keycloak's `themes/`, one build at a time (a change during a build asks for one more).
 */
function rebuildOnChange(stack: RunningStack): void {
    let timer: NodeJS.Timeout | undefined;
    let building = false;
    let again = false;
    const rebuild = async (): Promise<void> => {
        if (building) return void (again = true);
        building = true;
        console.log("Change in src/: rebuilding the theme…");
        try {
            await buildTheme();
            refreshThemeFolder(stack.home, themeJarFor(stack.version));
            console.log("Theme rebuilt: reload the page in the browser.");
        } catch (error) {
            console.error(error instanceof Error ? error.message : error);
        }
        building = false;
        if (again) {
            again = false;
            await rebuild();
        }
    };
    for (const folder of THEME_SOURCE_FOLDERS) {
        watch(join(ROOT, folder), { recursive: true }, () => {
            clearTimeout(timer);
            timer = setTimeout(() => void rebuild(), 400);
        });
    }
}

/**
 * `npm run keycloak`: the development set-up, rebuilt when a theme source folder changes, until Ctrl-C. Tools
 * and ports are checked before the theme build, so a missing one fails at once.
 * @throws SetupError as {@link startDevelopmentStack} does, or when the theme build fails.
 */
export async function runDevelopment(): Promise<void> {
    const startedAt = Date.now();
    await requirePrerequisites(DEVELOPMENT_MODE);
    await buildThemeIfStale();
    const stack = await startDevelopmentStack();
    console.log(developmentWelcome(stack, Date.now() - startedAt));
    rebuildOnChange(stack);
    stopOnSignal(stack, "Keycloak, the portal server and the mail catcher");
}

/**
 * `npm run keycloak:production`: the production set-up until Ctrl-C.
 * @throws SetupError as {@link startProductionStack} does, or when the theme build fails.
 */
export async function runProduction(): Promise<void> {
    await requirePrerequisites(PRODUCTION_MODE);
    await buildThemeIfStale();
    const stack = await startProductionStack();
    console.log(productionWelcome(stack));
    stopOnSignal(stack, "HAProxy, both nodes, PostgreSQL, the portal server and the mail catcher");
}
