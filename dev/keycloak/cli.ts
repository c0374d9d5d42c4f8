/**
 * `npm run keycloak` (development mode, `dev/keycloak/keycloak.ts`) and `npm run keycloak -- --production`
 * (`npm run keycloak:production`: PostgreSQL, two nodes, HAProxy, `dev/keycloak/production.ts`):
 * starts the set-up, prints where everything is, and stops it all on Ctrl-C. The tests and the
 * bench import those two modules, not this command. Exits 1 with one line when a tool or a port is
 * missing.
 */
import { watch } from "node:fs";
import { join } from "node:path";
import {
    buildTheme,
    CERTIFICATES_DIR,
    fetchDistribution,
    KEYCLOAK_HTTPS_URL,
    KEYCLOAK_URL,
    keycloakVersion,
    refreshThemeFolder,
    requireFreePorts,
    requireTools,
    ROOT,
    SetupError,
    startStack,
    themeIsFresh,
    themeJarFor,
    welcomeLines,
    type RunningStack
} from "./keycloak";
import {
    DATABASE,
    missingProductionTools,
    nodeUrl,
    PRODUCTION_PORTS,
    startProductionStack
} from "./production";

function printWelcome(stack: RunningStack, startedInMs: number): void {
    const heading = `Keycloak ${stack.version} is ready (${(startedInMs / 1000).toFixed(1)} s) with the utility-portal login theme.`;
    const details = [
        `  Keycloak log:           ${stack.logFile}`,
        `  HTTPS, X.509 sign-in:   ${KEYCLOAK_HTTPS_URL} (test CA and client certificate in ${CERTIFICATES_DIR})`
    ];
    console.log(
        [
            ...welcomeLines(heading, stack.mail.url, details),
            "Watching src/ for changes; Ctrl-C stops everything."
        ].join("\n")
    );
}

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
    watch(join(ROOT, "src"), { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), 400);
    });
}

/** `npm run keycloak`: the development set-up, rebuilt when `src/` changes. */
async function runDevelopment(): Promise<void> {
    const startedAt = Date.now();
    requireTools();
    await requireFreePorts();
    fetchDistribution(keycloakVersion());
    if (themeIsFresh(keycloakVersion()))
        console.log("The theme jar is newer than its sources: no build.");
    else await buildTheme();
    const stack = await startStack();
    printWelcome(stack, Date.now() - startedAt);
    rebuildOnChange(stack);
    const shutdown = () => {
        console.log("\nStopping Keycloak, the portal server and the mail catcher…");
        stack.stop().then(() => process.exit(0));
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
}

const seconds = (ms: number | undefined) =>
    ms === undefined ? "skipped (unchanged)" : `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run keycloak:production`: builds the theme when its sources changed, starts the production
 * set-up, prints where everything is.
 */
async function runProduction(): Promise<void> {
    const missing = missingProductionTools();
    if (missing.length > 0) throw new SetupError(`Missing ${missing.join("; ")}.`);
    if (themeIsFresh(keycloakVersion()))
        console.log("The theme jar is newer than its sources: no build.");
    else await buildTheme();
    const stack = await startProductionStack();
    const { times } = stack;
    const details = [
        `  Load balancer:          HAProxy at ${KEYCLOAK_URL}, round robin, no stickiness (log ${stack.logFiles.haproxy})`,
        ...stack.nodes.map(
            (node, index) =>
                `  Keycloak ${node.name}:         ${nodeUrl(node)}, management ${node.managementPort}, JGroups ${node.jgroupsPort} (log ${node.logFile}; started in ${seconds(times.nodesMs[index])})`
        ),
        `  PostgreSQL:             127.0.0.1:${PRODUCTION_PORTS.postgres}, database ${DATABASE.name}, user ${DATABASE.user}/${DATABASE.password} (log ${stack.logFiles.postgres})`,
        `  Start times:            PostgreSQL ${seconds(times.postgresMs)}, kc.sh build ${seconds(times.buildMs)}, ` +
            `${stack.nodes.map((node, index) => `${node.name} ${seconds(times.nodesMs[index])}`).join(", ")}, HAProxy ${seconds(times.haproxyMs)}`
    ];
    const heading = `Keycloak ${stack.version} is ready in production mode (${seconds(times.totalMs)}): two nodes behind HAProxy, PostgreSQL, theme caching on.`;
    console.log(
        [
            ...welcomeLines(heading, stack.mail.url, details),
            "Theme changes need npm run build-keycloak-theme and a restart (production caches themes). Ctrl-C stops everything."
        ].join("\n")
    );
    const shutdown = () => {
        console.log(
            "\nStopping HAProxy, both nodes, PostgreSQL, the portal server and the mail catcher…"
        );
        stack.stop().then(() => process.exit(0));
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
}

const command = process.argv.includes("--production") ? runProduction : runDevelopment;
command().catch(error => {
    console.error(error instanceof SetupError ? `keycloak: ${error.message}` : error);
    process.exit(1);
});
