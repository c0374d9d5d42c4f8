/**
 * The production set-up's load balancer: HAProxy on the Keycloak port, round robin over the nodes
 * without session stickiness, with a runtime API the cluster tests switch servers through.
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTION_DIR } from "./paths";
import { PRODUCTION_PORTS, type ProductionNodeSpec } from "./ports";
import { spawnLogged, watchdogScript } from "./processes";

/** The response header in which HAProxy names the node that served a request. */
export const SERVED_BY_HEADER = "x-served-by";

/** HAProxy's runtime API socket ({@link haproxyCommand}). */
export const HAPROXY_ADMIN_SOCKET = join(PRODUCTION_DIR, "haproxy.sock");

/** HAProxy's log (HTTP format). */
export const HAPROXY_LOG = join(PRODUCTION_DIR, "haproxy.log");

/**
 * The readiness checks a node must pass to get requests: initialized, not shutting down. Not
 * Keycloak's cluster health check (split-brain protection): in a two-node cluster that lost a node
 * without a goodbye, the survivor reports it DOWN until the lost node returns (Keycloak issue
 * #46298), and the balancer would be left with no node (docs/decisions.md §25).
 */
const READY_CHECKS = ["Graceful Shutdown", "Keycloak Initialized"];

/** The page a customer gets from the load balancer when no node could answer a request (README, "Deploy to production"). */
const INTERRUPTED_PAGE = fileURLToPath(new URL("./load-balancer/interrupted.html", import.meta.url));

/**
 * Writes HAProxy's error files for 502, 503 and 504 (a raw HTTP response each, the body
 * {@link INTERRUPTED_PAGE}, never cached) into the set-up's folder.
 * @returns the file of each status.
 */
function writeErrorFiles(): Record<number, string> {
    const body = readFileSync(INTERRUPTED_PAGE);
    const reasons: Record<number, string> = {
        502: "Bad Gateway",
        503: "Service Unavailable",
        504: "Gateway Timeout"
    };
    return Object.fromEntries(
        Object.entries(reasons).map(([status, reason]) => {
            const file = join(PRODUCTION_DIR, `${status}.http`);
            const head =
                `HTTP/1.0 ${status} ${reason}\r\nCache-Control: no-store\r\nConnection: close\r\n` +
                `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n`;
            writeFileSync(file, Buffer.concat([Buffer.from(head), body]));
            return [status, file];
        })
    );
}

/** One round-robin backend over `nodes`, health-checked on their management ports. */
function backend(name: string, nodes: ProductionNodeSpec[]): string[] {
    return [
        `backend ${name}`,
        "    balance roundrobin",
        "    option httpchk GET /health/ready",
        ...READY_CHECKS.map(check => `    http-check expect rstring '${check}"[^}]*"UP"'`),
        "    option redispatch 1",
        "    retries 2",
        "    retry-on conn-failure empty-response response-timeout",
        "    http-response set-header X-Served-By %s",
        ...nodes.map(
            node =>
                `    server ${node.name} 127.0.0.1:${node.port} check port ${node.managementPort} inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down`
        ),
        ""
    ];
}

/**
 * HAProxy's configuration: one frontend on the load balancer's port that adds the `X-Forwarded-*`
 * headers Keycloak trusts (`--proxy-headers=xforwarded`), and two round-robin backends over all
 * nodes without stickiness, one for theme resources (`/resources/…`) and one for everything else,
 * so that a page's resource requests never decide which node gets the next page or form post.
 * Health checks ask each node's management port for `/health/ready` every second and take a node
 * out after two failures; they read its checks and require {@link READY_CHECKS} only. A node that
 * refuses a connection is taken out at once (`observe layer4`), and a request whose node refused
 * it or closed it without an answer (killed while holding it) is sent again, to another node
 * (`retry-on`, `option redispatch 1`): Keycloak's form posts are safe to replay (docs/decisions.md
 * §25). Where no node can answer, the customer gets `errorFiles`' page instead of HAProxy's bare
 * one. Each response names its node in `X-Served-By`. The log (HTTP format) goes to stdout.
 */
function haproxyConfig(nodes: ProductionNodeSpec[], errorFiles: Record<number, string>): string {
    return [
        "global",
        "    log stdout format raw local0",
        `    stats socket ${HAPROXY_ADMIN_SOCKET} mode 600 level admin`,
        "",
        "defaults",
        "    mode http",
        "    log global",
        "    option httplog",
        "    timeout connect 5s",
        "    timeout client 60s",
        "    timeout server 60s",
        "    timeout http-keep-alive 10s",
        ...Object.entries(errorFiles).map(([status, file]) => `    errorfile ${status} ${file}`),
        "",
        "frontend balancer",
        `    bind 127.0.0.1:${PRODUCTION_PORTS.balancer}`,
        "    option forwardfor",
        "    http-request set-header X-Forwarded-Proto http",
        "    http-request set-header X-Forwarded-Host %[req.hdr(host)]",
        `    http-request set-header X-Forwarded-Port ${PRODUCTION_PORTS.balancer}`,
        "    use_backend resources if { path_beg /resources/ }",
        "    default_backend pages",
        "",
        ...backend("pages", nodes),
        ...backend("resources", nodes)
    ].join("\n");
}

/**
 * Writes the configuration for `nodes` and starts HAProxy under a watchdog, its log in
 * {@link HAPROXY_LOG}. It listens at once; whether a node is up is its health checks' business.
 * @returns the HAProxy process.
 */
export function startLoadBalancer(nodes: ProductionNodeSpec[]): ChildProcess {
    const configFile = join(PRODUCTION_DIR, "haproxy.cfg");
    rmSync(HAPROXY_LOG, { force: true });
    writeFileSync(configFile, `${haproxyConfig(nodes, writeErrorFiles())}\n`);
    return spawnLogged(watchdogScript(`haproxy -db -f "${configFile}"`), HAPROXY_LOG);
}

/**
 * Sends one command to HAProxy's runtime API (its admin socket), e.g.
 * `set server pages/node1 state maint` or `show servers state`.
 * @returns HAProxy's answer as text.
 * @throws the socket's error when HAProxy does not listen there.
 */
export function haproxyCommand(adminSocket: string, command: string): Promise<string> {
    return new Promise((resolve, reject) => {
        const socket = createConnection(adminSocket);
        let answer = "";
        socket.on("data", chunk => (answer += chunk.toString()));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
        socket.write(`${command}\n`);
    });
}
