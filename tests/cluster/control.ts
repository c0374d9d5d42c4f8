/**
 * The cluster tests stop and start Keycloak nodes and switch HAProxy's servers while a sign-in is
 * under way. The set-up runs in Playwright's runner process (global setup) and the tests in a
 * worker process, so the global setup serves a small control API on loopback and hands its address
 * to the workers in `CLUSTER_CONTROL_URL`; the tests call it through the functions below.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { KEYCLOAK_URL, REALM } from "../../dev/keycloak/addresses";
import { haproxyCommand, SERVED_BY_HEADER } from "../../dev/keycloak/loadBalancer";
import type { RunningProductionStack } from "../../dev/keycloak/production";

/** The environment variable that carries the control API's origin to the test workers. */
const CONTROL_URL_VARIABLE = "CLUSTER_CONTROL_URL";

/** A node as the control API lists it. */
export type NodeState = { name: string; port: number; managementPort: number; running: boolean };

/** The HAProxy backends, each balancing over both nodes (`dev/keycloak/loadBalancer.ts`). */
const BACKENDS = ["pages", "resources"];

/**
 * The state of `node` in HAProxy's backends, from the runtime API's `show stat` (CSV): `UP`,
 * `DOWN`, `MAINT`, … per backend.
 */
async function haproxyStatus(adminSocket: string, node: string): Promise<string[]> {
    const csv = await haproxyCommand(adminSocket, "show stat");
    const header = csv.split("\n")[0].replace(/^# /, "").split(",");
    const status = header.indexOf("status");
    return csv
        .split("\n")
        .map(line => line.split(","))
        .filter(fields => BACKENDS.includes(fields[0]) && fields[1] === node)
        .map(fields => fields[status]);
}

/** The requests HAProxy has open on `node` in the pages backend (`scur` of `show stat`). */
async function openSessions(adminSocket: string, node: string): Promise<number> {
    const csv = await haproxyCommand(adminSocket, "show stat");
    const header = csv.split("\n")[0].replace(/^# /, "").split(",");
    const row = csv
        .split("\n")
        .map(line => line.split(","))
        .find(fields => fields[0] === "pages" && fields[1] === node);
    return Number(row?.[header.indexOf("scur")] ?? 0);
}

async function waitForHaproxy(adminSocket: string, node: string, wanted: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
        const states = await haproxyStatus(adminSocket, node);
        if (states.length === BACKENDS.length && states.every(state => state.startsWith(wanted))) return;
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    throw new Error(`HAProxy did not see ${node} ${wanted} within 30 s`);
}

/**
 * Serves the control API for `stack` on an ephemeral loopback port and puts its origin into
 * `CLUSTER_CONTROL_URL` (workers inherit the runner's environment):
 * - `GET /nodes`: {@link NodeState}[];
 * - `POST /nodes/<name>/stop`: stops the node and waits until HAProxy has marked it down;
 * - `POST /nodes/<name>/start`: starts it, waits until it is ready and HAProxy has marked it up,
 *   and answers `{ startMs }`;
 * - `POST /nodes/<name>/freeze` and `POST /nodes/<name>/kill`: SIGSTOP or SIGKILL to its JVM;
 * - `GET /servers/<name>/sessions`: `{ sessions }`, the requests HAProxy has open on the node
 *   (`scur` of the pages backend);
 * - `POST /servers/<name>/<state>`: `ready`, `drain` or `maint` for the node in both backends;
 * - `POST /nodes/<name>/upgrade?jar=<path>`: starts a rolling upgrade's step with that theme jar
 *   (`ClusterNode.upgrade`) and answers at once; `GET /nodes/<name>/upgrade` answers
 *   `{ done: false }` until it is over, then `{ done: true, buildMs, startMs }` once HAProxy has
 *   marked the node up (a build takes longer than an HTTP client waits for an answer).
 * Errors answer 500 with the message as text.
 */
export async function serveControl(stack: RunningProductionStack): Promise<Server> {
    const settled = new Map<string, { buildMs: number; startMs: number } | Error>();
    const server = createServer((request, response) => {
        const url = new URL(request.url ?? "/", "http://control");
        const [, kind, name, action] = url.pathname.split("/");
        const node = stack.nodes.find(candidate => candidate.name === name);
        const answer = async (): Promise<unknown> => {
            if (request.method === "GET" && kind === "nodes" && !name)
                return stack.nodes.map(({ name, port, managementPort, running }) => ({
                    name,
                    port,
                    managementPort,
                    running: running()
                }));
            if (request.method === "GET" && node && kind === "nodes" && action === "upgrade") {
                const outcome = settled.get(node.name);
                if (outcome instanceof Error) throw outcome;
                return outcome === undefined ? { done: false } : { done: true, ...outcome };
            }
            if (request.method === "GET" && node && kind === "servers" && action === "sessions")
                return { sessions: await openSessions(stack.adminSocket, node.name) };
            if (request.method !== "POST" || !node) throw new Error(`no such call: ${request.url}`);
            if (kind === "nodes" && (action === "freeze" || action === "kill")) {
                node.signal(action === "kill" ? "SIGKILL" : "SIGSTOP");
                return {};
            }
            if (kind === "nodes" && action === "upgrade") {
                const jar = url.searchParams.get("jar");
                if (!jar) throw new Error("upgrade needs ?jar=<path>");
                settled.delete(node.name);
                void node
                    .upgrade(jar)
                    .then(async times => {
                        await waitForHaproxy(stack.adminSocket, node.name, "UP");
                        return times;
                    })
                    .then(
                        times => settled.set(node.name, times),
                        (error: Error) => settled.set(node.name, error)
                    );
                return {};
            }
            if (kind === "nodes" && action === "stop") {
                await node.stop();
                await waitForHaproxy(stack.adminSocket, node.name, "DOWN");
                return {};
            }
            if (kind === "nodes" && action === "start") {
                const startMs = await node.start();
                await waitForHaproxy(stack.adminSocket, node.name, "UP");
                return { startMs };
            }
            if (kind === "servers" && ["ready", "drain", "maint"].includes(action)) {
                for (const backend of BACKENDS)
                    await haproxyCommand(
                        stack.adminSocket,
                        `set server ${backend}/${node.name} state ${action}`
                    );
                return {};
            }
            throw new Error(`no such call: ${request.url}`);
        };
        answer().then(
            body => {
                response.setHeader("content-type", "application/json");
                response.end(JSON.stringify(body));
            },
            (error: Error) => {
                response.statusCode = 500;
                response.end(error.message);
            }
        );
    });
    await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve));
    process.env[CONTROL_URL_VARIABLE] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return server;
}

async function call<T>(method: string, path: string): Promise<T> {
    const origin = process.env[CONTROL_URL_VARIABLE];
    if (!origin)
        throw new Error(
            `${CONTROL_URL_VARIABLE} is not set: run through tests/cluster/playwright.config.ts`
        );
    const response = await fetch(`${origin}${path}`, { method });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${text}`);
    return JSON.parse(text) as T;
}

/** The cluster's nodes and whether each runs. */
export function clusterNodes(): Promise<NodeState[]> {
    return call("GET", "/nodes");
}

/** Stops node `name` (SIGTERM) and resolves once HAProxy has marked it down. */
export async function stopNode(name: string): Promise<void> {
    await call("POST", `/nodes/${name}/stop`);
}

/**
 * Starts node `name` again and resolves once it is ready and HAProxy has marked it up.
 * @returns how long the node took to start, in ms (0 when it was running).
 */
export async function startNode(name: string): Promise<number> {
    return (await call<{ startMs: number }>("POST", `/nodes/${name}/start`)).startMs;
}

/**
 * A rolling theme upgrade's step (docs/decisions.md §24): node `name` stops, gets `jar` in a
 * Keycloak home of its own, built with `kc.sh build`, and starts again; resolves once HAProxy has
 * marked it up, polling every second.
 * @returns how long the build and the start took, in ms.
 * @throws Error with the control API's message when the build or the start failed.
 */
export async function upgradeNode(
    name: string,
    jar: string
): Promise<{ buildMs: number; startMs: number }> {
    await call("POST", `/nodes/${name}/upgrade?jar=${encodeURIComponent(jar)}`);
    for (;;) {
        const state = await call<{ done: boolean; buildMs: number; startMs: number }>(
            "GET",
            `/nodes/${name}/upgrade`
        );
        if (state.done) return { buildMs: state.buildMs, startMs: state.startMs };
        await new Promise(resolve => setTimeout(resolve, 1000));
    }
}

/**
 * Holds node `name`'s JVM (SIGSTOP): connections are accepted by the system and nothing answers,
 * so a request sent to it stays in flight until {@link killNode}.
 */
export async function freezeNode(name: string): Promise<void> {
    await call("POST", `/nodes/${name}/freeze`);
}

/** Kills node `name`'s JVM at once (SIGKILL), as an out-of-memory kill or a lost VM would. */
export async function killNode(name: string): Promise<void> {
    await call("POST", `/nodes/${name}/kill`);
}

/** Resolves once HAProxy has a request open on node `name` (polling every 100 ms, up to 60 s). */
export async function untilRequestHeldBy(name: string): Promise<void> {
    for (let ask = 0; ask < 600; ask++) {
        const { sessions } = await call<{ sessions: number }>("GET", `/servers/${name}/sessions`);
        if (sessions > 0) return;
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    throw new Error(`HAProxy sent no request to ${name} within 60 s`);
}

/**
 * Sets node `name`'s state in both HAProxy backends: `maint` sends it no more requests, `ready`
 * takes it back into the round robin.
 */
export async function setServerState(name: string, state: "ready" | "drain" | "maint"): Promise<void> {
    await call("POST", `/servers/${name}/${state}`);
}

/**
 * Resolves once HAProxy's round robin over the pages alternates between the nodes again, asking
 * the demo realm's discovery document through it: a server that comes back into the round robin
 * (from maintenance or down) first gets requests in a row until it has caught up with its peer
 * (about ten here), which would let one flow's steps land on one node.
 * @throws Error when four answers in a row have not alternated within 200 requests.
 */
export async function untilRoundRobinAlternates(): Promise<void> {
    const served: string[] = [];
    for (let ask = 0; ask < 200; ask++) {
        const response = await fetch(`${KEYCLOAK_URL}/realms/${REALM}/.well-known/openid-configuration`);
        await response.arrayBuffer();
        served.push(response.headers.get(SERVED_BY_HEADER) ?? "?");
        const last = served.slice(-4);
        if (last.length === 4 && last.every((node, index) => index === 0 || node !== last[index - 1]))
            return;
    }
    throw new Error(`HAProxy did not alternate between the nodes: ${served.join(" ")}`);
}
