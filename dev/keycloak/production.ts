/**
 * The theme in Keycloak's production mode, as operators run it: PostgreSQL, one `kc.sh build`, two
 * nodes started with `kc.sh start --optimized` that form an Infinispan cluster (JDBC_PING through
 * the shared database), and HAProxy in front, balancing every request round robin without session
 * stickiness (docs/decisions.md §20). `npm run keycloak:production` (`cli.ts`) starts it beside the
 * portal server and the mail catcher; the cluster tests and the production bench use
 * {@link startProductionStack}. Nothing is installed system-wide, and every process stops with the
 * set-up (or by itself when the Node process that started it is gone). Ports: see `ports.ts`.
 */
import { join } from "node:path";
import { KEYCLOAK_URL } from "./addresses";
import { DATABASE, POSTGRES_LOG, startPostgres } from "./database";
import { keycloakEnvironment, type KeycloakNode } from "./keycloakNode";
import { HAPROXY_ADMIN_SOCKET, HAPROXY_LOG, startLoadBalancer } from "./loadBalancer";
import { PRODUCTION_DIR } from "./paths";
import {
    FAILURE_DETECTION_OFFSET,
    PRODUCTION_PORTS,
    type PortClaim,
    type ProductionNodeSpec
} from "./ports";
import { answersOk } from "./processes";
import { BUILD_LOG, buildDistribution, linkNodeHome, rebuildNodeHome } from "./productionBuild";
import { startKeycloakStack, type RunningStack, type StackMode, type StackOptions } from "./stack";
import { missingProductionTools } from "./tools";

/** Origin of one node, reached directly (not through HAProxy). */
export function nodeUrl(node: ProductionNodeSpec): string {
    return `http://127.0.0.1:${node.port}`;
}

/** `kc.sh start --optimized` options of one node (docs/decisions.md §20). */
function startOptions(node: ProductionNodeSpec, importRealm: boolean): string[] {
    return [
        "start",
        "--optimized",
        ...(importRealm ? ["--import-realm"] : []),
        `--db-url-host=127.0.0.1`,
        `--db-url-port=${PRODUCTION_PORTS.postgres}`,
        `--db-url-database=${DATABASE.name}`,
        `--db-username=${DATABASE.user}`,
        `--db-password=${DATABASE.password}`,
        `--hostname=${KEYCLOAK_URL}`,
        "--proxy-headers=xforwarded",
        "--http-enabled=true",
        "--http-host=127.0.0.1",
        `--http-port=${node.port}`,
        `--http-management-port=${node.managementPort}`,
        "--cache=ispn",
        "--cache-stack=jdbc-ping",
        "--cache-embedded-network-bind-address=127.0.0.1",
        `--cache-embedded-network-bind-port=${node.jgroupsPort}`
    ];
}

/** The ports the production set-up needs beside the common ones, each with the variable that moves it. */
function productionPortClaims(): PortClaim[] {
    return [
        { port: PRODUCTION_PORTS.postgres, what: "PostgreSQL, POSTGRES_PORT" },
        ...PRODUCTION_PORTS.nodes.flatMap(node => [
            { port: node.port, what: `Keycloak ${node.name}, KEYCLOAK_NODE_PORTS` },
            { port: node.managementPort, what: `${node.name} management, KEYCLOAK_MANAGEMENT_PORTS` },
            { port: node.jgroupsPort, what: `${node.name} JGroups, KEYCLOAK_JGROUPS_PORTS` },
            {
                port: node.jgroupsPort + FAILURE_DETECTION_OFFSET,
                what: `${node.name} JGroups failure detection, KEYCLOAK_JGROUPS_PORTS`
            }
        ])
    ];
}

/**
 * The production set-up: PostgreSQL, the nodes of {@link PRODUCTION_PORTS} made from one build,
 * each ready when its management port says so (`/health/ready`: database reached, realm imported
 * when asked), and HAProxy on the Keycloak port.
 */
export const PRODUCTION_MODE: StackMode<ProductionNodeSpec> = {
    missingTools: missingProductionTools,
    ports: productionPortClaims(),
    prepare: buildDistribution,
    startDatabase: startPostgres,
    nodes: PRODUCTION_PORTS.nodes,
    launch: (spec, built, importRealm, timeoutMs) => {
        const home = linkNodeHome(built, spec, importRealm);
        return {
            spec,
            home,
            logFile: join(PRODUCTION_DIR, `${spec.name}.log`),
            options: importing => startOptions(spec, importing),
            env: {
                ...keycloakEnvironment(),
                // Two JVMs beside other work on a small machine: a bounded heap instead of
                // Keycloak's share of all memory.
                JAVA_OPTS_KC_HEAP: process.env.JAVA_OPTS_KC_HEAP ?? "-Xms128m -Xmx1g"
            },
            ready: () => answersOk(`http://127.0.0.1:${spec.managementPort}/health/ready`),
            timeoutMs,
            rebuild: jar => rebuildNodeHome(built, home, jar)
        };
    },
    startBalancer: nodes => ({ child: startLoadBalancer(nodes), logFile: HAPROXY_LOG }),
    defaultTimeoutMs: 600_000
};

/** A Keycloak node of the running cluster. */
export type ClusterNode = KeycloakNode<ProductionNodeSpec>;

/** The production set-up, running. */
export type RunningProductionStack = RunningStack<ProductionNodeSpec> & {
    /** HAProxy's runtime API socket (`haproxyCommand` in `loadBalancer.ts`). */
    adminSocket: string;
    logFiles: { postgres: string; haproxy: string; build: string };
};

/**
 * Starts the whole production set-up from a clean state: a new PostgreSQL cluster and database,
 * the built distribution (built again only when its options or provider jars changed), node 1
 * (which creates the schema and imports the demo realm), node 2 (which joins the cluster through
 * JDBC_PING), HAProxy, the portal server and the mail catcher.
 * @param options `timeoutMs` per node start (default 600 000 ms); `extraProviders`, more jars for
 *   `providers/` (the bench's Keycloakify starter theme, `stock`).
 * @returns the running set-up once the demo realm answers through HAProxy.
 * @throws SetupError when a tool is missing, a port is taken, the jar is not built or a part does
 *   not come up; what had started is stopped first.
 */
export async function startProductionStack(options: StackOptions = {}): Promise<RunningProductionStack> {
    const stack = await startKeycloakStack(PRODUCTION_MODE, options);
    return {
        ...stack,
        adminSocket: HAPROXY_ADMIN_SOCKET,
        logFiles: { postgres: POSTGRES_LOG, haproxy: HAPROXY_LOG, build: BUILD_LOG }
    };
}
