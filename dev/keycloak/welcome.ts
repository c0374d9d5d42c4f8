/** What `npm run keycloak` prints once a set-up is ready: where everything is, who can sign in. */
import {
    ADMIN,
    authorizationUrl,
    KEYCLOAK_HTTPS_URL,
    KEYCLOAK_URL,
    PORTAL_URL,
    QA_PORTAL_URL
} from "./addresses";
import { DATABASE } from "./database";
import { CERTIFICATES_DIR } from "./paths";
import { PRODUCTION_PORTS } from "./ports";
import { nodeUrl, type RunningProductionStack } from "./production";
import { demoUsers } from "./realm";
import type { RunningStack } from "./stack";

/** The demo users with their passwords, required actions and OTP secrets, one line each. */
function userLines(): string[] {
    return demoUsers().map(user => {
        const notes = [
            ...user.requiredActions,
            ...(user.otpSecret ? [`OTP secret ${user.otpSecret}`] : [])
        ];
        return `    ${user.username.padEnd(18)} ${user.password}${notes.length ? `   (${notes.join(", ")})` : ""}`;
    });
}

/**
 * The lines printed when a set-up is ready: the sign-in URL, the admin console, the mail view, the
 * portal and the demo users.
 * @param details lines about the servers (logs, nodes), printed after the addresses.
 */
function welcomeLines(heading: string, mailUrl: string, details: string[]): string[] {
    return [
        "",
        heading,
        "",
        `  Sign in (demo client):  ${authorizationUrl()}`,
        `  Admin console:          ${KEYCLOAK_URL}/admin/master/console/  (${ADMIN.username} / ${ADMIN.password})`,
        `  Mail sent by Keycloak:  ${mailUrl}/  (each mail's HTML part as customers see it)`,
        `  Portal server:          ${PORTAL_URL} (development portal; ${QA_PORTAL_URL} is the QA portal)`,
        ...details,
        "",
        "  Demo users (username, password):",
        ...userLines(),
        ""
    ];
}

/** `ms` as seconds for a person, or "skipped (unchanged)" when the step did not run. */
function seconds(ms: number | undefined): string {
    return ms === undefined ? "skipped (unchanged)" : `${(ms / 1000).toFixed(1)} s`;
}

/** What the development set-up prints when ready, `startedInMs` after the command began. */
export function developmentWelcome(stack: RunningStack, startedInMs: number): string {
    const heading = `Keycloak ${stack.version} is ready (${seconds(startedInMs)}) with the utility-portal login theme.`;
    const details = [
        `  Keycloak log:           ${stack.logFile}`,
        `  HTTPS, X.509 sign-in:   ${KEYCLOAK_HTTPS_URL} (test CA and client certificate in ${CERTIFICATES_DIR})`
    ];
    return [
        ...welcomeLines(heading, stack.mail.url, details),
        "Watching src/ for changes; Ctrl-C stops everything."
    ].join("\n");
}

/** What the production set-up prints when ready, with how long each part took to start. */
export function productionWelcome(stack: RunningProductionStack): string {
    const { times, logFiles } = stack;
    const nodeTimes = stack.nodes.map((node, index) => `${node.name} ${seconds(times.nodesMs[index])}`);
    const details = [
        `  Load balancer:          HAProxy at ${KEYCLOAK_URL}, round robin, no stickiness (log ${logFiles.haproxy})`,
        ...stack.nodes.map(
            (node, index) =>
                `  Keycloak ${node.name}:         ${nodeUrl(node)}, management ${node.managementPort}, JGroups ${node.jgroupsPort} (log ${node.logFile}; started in ${seconds(times.nodesMs[index])})`
        ),
        `  PostgreSQL:             127.0.0.1:${PRODUCTION_PORTS.postgres}, database ${DATABASE.name}, user ${DATABASE.user}/${DATABASE.password} (log ${logFiles.postgres})`,
        `  Start times:            PostgreSQL ${seconds(times.postgresMs)}, kc.sh build ${seconds(times.buildMs)}, ` +
            `${nodeTimes.join(", ")}, HAProxy ${seconds(times.haproxyMs)}`
    ];
    const heading = `Keycloak ${stack.version} is ready in production mode (${seconds(times.totalMs)}): two nodes behind HAProxy, PostgreSQL, theme caching on.`;
    return [
        ...welcomeLines(heading, stack.mail.url, details),
        "Theme changes need npm run build-keycloak-theme and a restart (production caches themes). Ctrl-C stops everything."
    ].join("\n");
}
