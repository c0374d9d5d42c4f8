/**
 * `npm run bench [-- --check] [-- --no-build] [-- --runs=3]` (bench/README.md, docs/decisions.md
 * §11, §12): in the real Keycloak of `dev/keycloak/development.ts` (ports from `KEYCLOAK_PORT`,
 * `PORTAL_PORT`, `MAIL_SMTP_PORT`, `MAIL_HTTP_PORT`), the first view of the sign-in page with
 * Lighthouse and the server's cost of three pages with autocannon, for our theme, Keycloak's
 * `keycloak.v2` and Keycloakify's stock theme. Prints both tables with ratios and writes
 * `bench/results/latest.json`.
 *
 * - `--first-view-only` / `--server-only` (`npm run bench:server`): one of the two parts;
 * - `--production`: the real-server parts against Keycloak in production mode, two nodes behind
 *   HAProxy with PostgreSQL (`dev/keycloak/production.ts`; `bench/results/latest-production*.json`);
 * - `--check`: exit 1 when a budget in `bench/budgets.json` is missed.
 *
 * Exits 2 with one line when a tool is missing or the run fails.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { SetupError } from "../dev/keycloak/setupError";
import { printChecks } from "./lib/budgets";
import { runRealServerBench } from "./lib/realServerBench";
import { repeatabilityOf } from "./lib/report";
import { missingTools } from "./lib/requirements";

const args = process.argv.slice(2);
const options = {
    check: args.includes("--check"),
    build: !args.includes("--no-build"),
    runs: Number(/^--runs=(\d+)$/.exec(args.find(arg => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3),
    production: args.includes("--production"),
    firstView: !args.includes("--server-only"),
    server: !args.includes("--first-view-only")
};

function resultsFile(): string {
    const mode = options.production ? "-production" : "";
    if (!options.firstView) return `latest${mode}-server.json`;
    if (!options.server) return `latest${mode}-first-view.json`;
    return `latest${mode}.json`;
}

function writeResults(results: Record<string, unknown>): void {
    mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
    const document = {
        date: new Date().toISOString(),
        mode: options.production
            ? "real Keycloak, production mode (two nodes, HAProxy, PostgreSQL)"
            : "real Keycloak",
        runs: options.runs,
        environment: {
            node: process.version,
            lighthouse: "mobile preset, simulated throttling"
        },
        ...results
    };
    const file = new URL(`./results/${resultsFile()}`, import.meta.url);
    const mode = options.production ? "-production" : "";
    // The latest earlier run of this mode on the same jar, full or server-only.
    const repeatability = [`latest${mode}.json`, `latest${mode}-server.json`]
        .map(name => new URL(`./results/${name}`, import.meta.url))
        .filter(earlier => existsSync(earlier))
        .map(earlier => JSON.parse(readFileSync(earlier, "utf8")) as { date: string })
        .sort((a, b) => b.date.localeCompare(a.date))
        .map(earlier => repeatabilityOf(earlier, document as never))
        .find(Boolean);
    if (repeatability) {
        console.log(
            `Same jar as the run of ${repeatability.previousDate}: ours ÷ keycloak.v2 in CPU per page`
        );
        for (const { page, previous, now, changePercent } of repeatability.pages)
            console.log(
                `  ${page}: ${previous.toFixed(3)} then ${now.toFixed(3)} (${changePercent.toFixed(1)} %)`
            );
    }
    writeFileSync(
        file,
        `${JSON.stringify({ ...document, ...(repeatability && { repeatability }) }, null, 4)}\n`
    );
    console.log(`Wrote bench/results/${resultsFile()}`);
}

async function main(): Promise<number> {
    const missing = missingTools({
        chromium: options.firstView,
        production: options.production
    });
    if (missing) {
        console.error(missing);
        return 2;
    }
    const { checks, results } = await runRealServerBench(options);
    const passed = printChecks(checks);
    writeResults({ ...results, checks });
    return options.check && !passed ? 1 : 0;
}

main().then(
    code => process.exit(code),
    error => {
        console.error(
            error instanceof SetupError
                ? `bench: ${error.message}`
                : error instanceof Error
                  ? error.message
                  : error
        );
        process.exit(2);
    }
);
