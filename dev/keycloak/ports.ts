/**
 * The ports of the real-Keycloak set-ups, all on 127.0.0.1, each movable by an environment
 * variable so a second set-up can run beside the first (README, "Try it in a real Keycloak"):
 * - `KEYCLOAK_PORT` (default 8080): Keycloak in development, HAProxy in production (`--hostname`);
 * - `KEYCLOAK_HTTPS_PORT` (default the Keycloak port + 363): development's HTTPS listener;
 * - `PORTAL_PORT` (4318), `MAIL_SMTP_PORT` (1025), `MAIL_HTTP_PORT` (1080);
 * - production only: `POSTGRES_PORT` (5433); `KEYCLOAK_NODE_PORTS` (port+1,port+2), the nodes'
 *   HTTP ports; `KEYCLOAK_MANAGEMENT_PORTS` (port+1001,port+1002), their management ports
 *   (`/health/ready`); `KEYCLOAK_JGROUPS_PORTS` (port−479,port−478), their cluster transport,
 *   with JGroups' failure detection 50 000 above each.
 */
import { createServer } from "node:net";
import { DEFAULT_MAIL_HTTP_PORT, DEFAULT_SMTP_PORT } from "../mail-catcher";
import { DEFAULT_PORTAL_PORT } from "../portal-server";
import { SetupError } from "./setupError";

/** Keycloak's port unless `KEYCLOAK_PORT` says otherwise. */
export const DEFAULT_KEYCLOAK_PORT = 8080;

/**
 * Keycloak's HTTPS port beside {@link DEFAULT_KEYCLOAK_PORT}; unless `KEYCLOAK_HTTPS_PORT` says
 * otherwise, a moved Keycloak port moves it by as much, so set-ups side by side never share it.
 */
export const DEFAULT_KEYCLOAK_HTTPS_PORT = 8443;

/**
 * A TCP port from the environment variable `name`, or `fallback` when it is not set.
 * @throws SetupError when the value is not a port number (1–65535).
 */
export function portFromEnv(name: string, fallback: number): number {
    const port = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
        throw new SetupError(`${name} must be a port number.`);
    return port;
}

/**
 * As many ports as `fallback` holds from the comma-separated environment variable `name`.
 * @throws SetupError when the count differs or a value is not a port number.
 */
function portsFromEnv(name: string, fallback: number[]): number[] {
    const value = process.env[name];
    if (value === undefined) return fallback;
    const ports = value.split(",").map(Number);
    if (ports.length !== fallback.length || ports.some(port => !Number.isInteger(port) || port <= 0))
        throw new SetupError(`${name} must be ${fallback.length} port numbers separated by commas.`);
    return ports;
}

const keycloakPort = portFromEnv("KEYCLOAK_PORT", DEFAULT_KEYCLOAK_PORT);

/** The five ports of the development set-up, from the environment or their defaults. */
export const PORTS = {
    keycloak: keycloakPort,
    keycloakHttps: portFromEnv(
        "KEYCLOAK_HTTPS_PORT",
        keycloakPort + DEFAULT_KEYCLOAK_HTTPS_PORT - DEFAULT_KEYCLOAK_PORT
    ),
    portal: portFromEnv("PORTAL_PORT", DEFAULT_PORTAL_PORT),
    smtp: portFromEnv("MAIL_SMTP_PORT", DEFAULT_SMTP_PORT),
    mailView: portFromEnv("MAIL_HTTP_PORT", DEFAULT_MAIL_HTTP_PORT)
};

/** A Keycloak node's name and HTTP port. */
export type NodeSpec = { name: string; port: number };

/** A production node: its name is HAProxy's server name, sent back in `X-Served-By`. */
export type ProductionNodeSpec = NodeSpec & { managementPort: number; jgroupsPort: number };

/** JGroups' failure detection (FD_SOCK2) listens this far above the transport's port. */
export const FAILURE_DETECTION_OFFSET = 50_000;

const nodePorts = portsFromEnv("KEYCLOAK_NODE_PORTS", [keycloakPort + 1, keycloakPort + 2]);
const managementPorts = portsFromEnv("KEYCLOAK_MANAGEMENT_PORTS", [
    keycloakPort + 1001,
    keycloakPort + 1002
]);
const jgroupsPorts = portsFromEnv("KEYCLOAK_JGROUPS_PORTS", [keycloakPort - 479, keycloakPort - 478]);

/** The ports of the production set-up beside {@link PORTS}, from the environment or their defaults. */
export const PRODUCTION_PORTS = {
    balancer: keycloakPort,
    postgres: portFromEnv("POSTGRES_PORT", 5433),
    nodes: nodePorts.map((port, index): ProductionNodeSpec => ({
        name: `node${index + 1}`,
        port,
        managementPort: managementPorts[index],
        jgroupsPort: jgroupsPorts[index]
    }))
};

/** A port a set-up needs free, and what to tell the person when it is not (what listens, which variable moves it). */
export type PortClaim = { port: number; what: string };

/** The ports every set-up listens on: Keycloak's address, the portal, the mail catcher. */
export const COMMON_PORT_CLAIMS: PortClaim[] = [
    { port: PORTS.keycloak, what: "Keycloak, KEYCLOAK_PORT" },
    { port: PORTS.portal, what: "portal server, PORTAL_PORT" },
    { port: PORTS.smtp, what: "mail catcher SMTP, MAIL_SMTP_PORT" },
    { port: PORTS.mailView, what: "mail catcher view, MAIL_HTTP_PORT" }
];

/**
 * Resolves when nothing listens on `port` of 127.0.0.1.
 * @throws SetupError when the port is taken.
 */
export function requireFreePort(port: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
        const probe = createServer();
        probe.once("error", () =>
            reject(new SetupError(`Port ${port} (${what}) is taken; stop whatever listens there.`))
        );
        probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
    });
}

/**
 * Resolves when every port of `claims` (by default {@link COMMON_PORT_CLAIMS}) is free, checked in order.
 * @throws SetupError naming the first port that is taken and the variable that moves it.
 */
export async function requireFreePorts(claims: PortClaim[] = COMMON_PORT_CLAIMS): Promise<void> {
    for (const claim of claims) await requireFreePort(claim.port, claim.what);
}
