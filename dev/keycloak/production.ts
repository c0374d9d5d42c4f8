/**
 * The theme in Keycloak's production mode, as operators run it: PostgreSQL, one `kc.sh build`, two
 * nodes started with `kc.sh start --optimized` that form an Infinispan cluster (JDBC_PING through
 * the shared database), and HAProxy in front, balancing every request round robin without session
 * stickiness. `npm run keycloak:production` (= `npm run keycloak -- --production`, `cli.ts`) starts
 * it beside the portal server and the mail catcher; the cluster tests and the production bench use
 * {@link startProductionStack}. Nothing is installed system-wide: PostgreSQL is a private cluster
 * made with `initdb` under `.keycloak/<port>/production/`, and every process stops with the set-up
 * (or by itself when the Node process that started it is gone).
 *
 * Ports (all on 127.0.0.1), each movable by an environment variable:
 * - `KEYCLOAK_PORT` (default 8080): HAProxy, the address customers use (`--hostname`);
 * - `KEYCLOAK_NODE_PORTS` (default port+1,port+2): the nodes' HTTP ports;
 * - `KEYCLOAK_MANAGEMENT_PORTS` (default port+1001,port+1002): their management ports
 *   (`/health/ready`, what HAProxy checks);
 * - `KEYCLOAK_JGROUPS_PORTS` (default port−479,port−478): their cluster transport; JGroups' failure
 *   detection listens 50 000 above each;
 * - `POSTGRES_PORT` (default 5433);
 * - `PORTAL_PORT`, `MAIL_SMTP_PORT`, `MAIL_HTTP_PORT` as in development (`keycloak.ts`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
    chownSync,
    closeSync,
    copyFileSync,
    existsSync,
    mkdirSync,
    openSync,
    readFileSync,
    readdirSync,
    rmSync,
    statSync,
    writeFileSync
} from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startMailCatcher, type RunningMailCatcher } from "../mail-catcher";
import { startPortalServer, type RunningPortalServer } from "../portal-server";
import {
    fetchDistribution,
    hasCommand,
    installRealm,
    keycloakEnvironment,
    keycloakFeatures,
    keycloakVersion,
    KEYCLOAK_URL,
    missingKeycloakTools,
    PORTS,
    portFromEnv,
    requireFreePort,
    requireFreePorts,
    SetupError,
    spawnLogged,
    STACK_DIR,
    stopChild,
    themeJarFor,
    waitForRealm,
    watchdogScript
} from "./keycloak";

function portsFromEnv(name: string, fallback: number[]): number[] {
    const value = process.env[name];
    if (value === undefined) return fallback;
    const ports = value.split(",").map(Number);
    if (ports.length !== fallback.length || ports.some(port => !Number.isInteger(port) || port <= 0))
        throw new SetupError(`${name} must be ${fallback.length} port numbers separated by commas.`);
    return ports;
}

const balancerPort = PORTS.keycloak;
const nodePorts = portsFromEnv("KEYCLOAK_NODE_PORTS", [balancerPort + 1, balancerPort + 2]);
const managementPorts = portsFromEnv("KEYCLOAK_MANAGEMENT_PORTS", [
    balancerPort + 1001,
    balancerPort + 1002
]);
const jgroupsPorts = portsFromEnv("KEYCLOAK_JGROUPS_PORTS", [balancerPort - 479, balancerPort - 478]);

/** JGroups' failure detection (FD_SOCK2) listens this far above the transport's port. */
const FAILURE_DETECTION_OFFSET = 50_000;

/** One Keycloak node's ports and name (HAProxy's server name, sent back in `X-Served-By`). */
export type NodeSpec = { name: string; port: number; managementPort: number; jgroupsPort: number };

/** The ports of the production set-up, from the environment or their defaults (module comment). */
export const PRODUCTION_PORTS = {
    balancer: balancerPort,
    postgres: portFromEnv("POSTGRES_PORT", 5433),
    nodes: nodePorts.map((port, index): NodeSpec => ({
        name: `node${index + 1}`,
        port,
        managementPort: managementPorts[index],
        jgroupsPort: jgroupsPorts[index]
    }))
};

/** The response header in which HAProxy names the node that served a request. */
export const SERVED_BY_HEADER = "x-served-by";

/** Database, user and password of the private PostgreSQL cluster. */
export const DATABASE = { name: "keycloak", user: "keycloak", password: "keycloak" };

const DIR = join(STACK_DIR, "production");

/** Origin of one node, reached directly (not through HAProxy). */
export function nodeUrl(node: NodeSpec): string {
    return `http://127.0.0.1:${node.port}`;
}

/** Where PostgreSQL's programs are: Debian keeps them in `/usr/lib/postgresql/<major>/bin`. */
function postgresBin(): string | undefined {
    const root = "/usr/lib/postgresql";
    const majors = existsSync(root)
        ? readdirSync(root)
              .filter(name => existsSync(join(root, name, "bin", "initdb")))
              .sort((a, b) => Number(b) - Number(a))
        : [];
    if (majors.length > 0) return join(root, majors[0], "bin");
    const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
    return found ? join(found, "..") : undefined;
}

/**
 * What the production set-up needs beyond the development one's Java, Maven and unzip:
 * PostgreSQL's server programs and HAProxy.
 * @returns one "what and how to install it" phrase per missing tool; empty when all are there.
 */
export function missingProductionTools(): string[] {
    return [
        ...missingKeycloakTools(),
        ...(postgresBin() ? [] : ["PostgreSQL (Debian: apt-get install postgresql)"]),
        ...(hasCommand("haproxy") ? [] : ["HAProxy (Debian: apt-get install haproxy)"])
    ];
}

/** `initdb` and `postgres` refuse root: as root they run as the `postgres` user Debian creates. */
function asPostgresUser(command: string[]): string[] {
    if (process.getuid?.() !== 0) return command;
    return ["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", ...command];
}

function quote(args: string[]): string {
    return args.map(arg => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
}

function elapsedSince(startedAt: number): number {
    return Date.now() - startedAt;
}

async function poll(
    what: string,
    timeoutMs: number,
    ready: () => Promise<boolean>,
    child?: ChildProcess,
    logFile?: string
): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (child && child.exitCode !== null)
            throw new SetupError(`${what} stopped while starting; see ${logFile}.`);
        if (await ready()) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new SetupError(`${what} was not ready within ${timeoutMs / 1000} s; see ${logFile}.`);
}

/**
 * The PostgreSQL cluster's folder: `.keycloak/<port>/production/postgres`, or, when the `postgres`
 * user cannot reach that folder (a checkout under a private home such as `/root`), a folder of
 * the same name under the system's temporary folder.
 */
function postgresDataDir(): string {
    const [program, ...args] = asPostgresUser(["test", "-x", DIR]);
    if (spawnSync(program, args).status === 0) return join(DIR, "postgres");
    const outside = join(tmpdir(), `utility-portal-${PRODUCTION_PORTS.balancer}`);
    mkdirSync(outside, { recursive: true, mode: 0o755 });
    return join(outside, "postgres");
}

/** A running PostgreSQL server. */
type RunningPostgres = { child: ChildProcess; logFile: string; startMs: number };

/**
 * Creates a fresh PostgreSQL cluster in `.keycloak/<port>/production/postgres` (owned by
 * `postgres` when run as root), starts it on 127.0.0.1:{@link PRODUCTION_PORTS}`.postgres` and
 * creates Keycloak's database and user (password authentication).
 * @throws SetupError when `initdb`, the server or `createdb` fails.
 */
async function startPostgres(): Promise<RunningPostgres> {
    const startedAt = Date.now();
    const bin = postgresBin()!;
    const data = postgresDataDir();
    const logFile = join(DIR, "postgres.log");
    const passwordFile = join(data, "..", "postgres-password");
    rmSync(data, { recursive: true, force: true });
    rmSync(logFile, { force: true });
    mkdirSync(data, { recursive: true, mode: 0o700 });
    writeFileSync(passwordFile, DATABASE.password, { mode: 0o644 });
    if (process.getuid?.() === 0) {
        const postgres = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
        const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
        chownSync(data, Number(postgres.stdout), Number(group.stdout));
    }
    const [initdbProgram, ...initdbArgs] = asPostgresUser([
        join(bin, "initdb"),
        `--pgdata=${data}`,
        `--username=${DATABASE.user}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync"
    ]);
    const initdb = spawnSync(initdbProgram, initdbArgs, { encoding: "utf8" });
    if (initdb.status !== 0)
        throw new SetupError(`initdb failed: ${(initdb.stderr || initdb.stdout).trim()}`);
    const server = asPostgresUser([
        join(bin, "postgres"),
        "-D",
        data,
        "-p",
        String(PRODUCTION_PORTS.postgres),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${data}`,
        // Two nodes with Keycloak's default pool of up to 100 connections each.
        "-c",
        "max_connections=250"
    ]);
    // SIGINT is PostgreSQL's fast shutdown: it does not wait for clients to disconnect.
    const child = spawnLogged(watchdogScript(quote(server), "INT"), logFile);
    const env = { ...process.env, PGPASSWORD: DATABASE.password };
    const isReady = () =>
        spawnSync(
            join(bin, "pg_isready"),
            ["-q", "-h", "127.0.0.1", "-p", String(PRODUCTION_PORTS.postgres)],
            { env }
        ).status === 0;
    await poll("PostgreSQL", 60_000, async () => isReady(), child, logFile);
    const created = spawnSync(
        join(bin, "createdb"),
        ["-h", "127.0.0.1", "-p", String(PRODUCTION_PORTS.postgres), "-U", DATABASE.user, DATABASE.name],
        { env, encoding: "utf8" }
    );
    if (created.status !== 0) {
        await stopChild(child);
        throw new SetupError(`createdb failed: ${created.stderr.trim()}`);
    }
    return { child, logFile, startMs: elapsedSince(startedAt) };
}

function sha256(file: string): string {
    return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** The options `kc.sh build` fixes for every node (build-time options of Keycloak 26). */
function buildOptions(): string[] {
    return [
        "--db=postgres",
        "--cache=ispn",
        "--health-enabled=true",
        `--features=${keycloakFeatures()}`
    ];
}

/**
 * Prepares the distribution every node starts from, in `.keycloak/<port>/production/keycloak-<version>`:
 * our jar (and `extraProviders`) in `providers/`, then `kc.sh build` with {@link buildOptions}. The
 * build is skipped when the options and every provider jar are the same as at the last build (a
 * stamp file in the home records them), as an operator's image is built once and started many
 * times.
 * @returns the home and how long the build took (`undefined`: skipped).
 * @throws SetupError when the jar is missing or the build fails (its log is named).
 */
function buildDistribution(
    version: string,
    extraProviders: string[]
): { home: string; buildMs: number | undefined } {
    const home = fetchDistribution(version, join(DIR, `keycloak-${version}`));
    const jar = themeJarFor(version);
    if (!existsSync(jar)) throw new SetupError(`${jar} is missing: run npm run build-keycloak-theme.`);
    const providers = join(home, "providers");
    const wanted = new Map([
        ["keycloak-theme.jar", jar],
        ...extraProviders.map(extra => [`extra-${basename(extra)}`, extra] as const)
    ]);
    for (const name of readdirSync(providers)) {
        if (/^(keycloak-theme|extra-)/.test(name) && !wanted.has(name)) rmSync(join(providers, name));
    }
    // `start --optimized` stops when a provider jar is newer than the build, so an unchanged jar is
    // left as it is rather than copied again.
    for (const [name, source] of wanted) {
        const target = join(providers, name);
        if (!existsSync(target) || sha256(target) !== sha256(source)) copyFileSync(source, target);
    }
    const stampFile = join(home, ".utility-portal-build.json");
    const stamp = JSON.stringify({
        options: buildOptions(),
        providers: readdirSync(providers)
            .filter(name => name.endsWith(".jar"))
            .sort()
            .map(name => [name, sha256(join(providers, name)), statSync(join(providers, name)).mtimeMs])
    });
    if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp)
        return { home, buildMs: undefined };
    const startedAt = Date.now();
    const logFile = join(DIR, "build.log");
    console.log(
        `Building Keycloak ${version} for production (kc.sh build ${buildOptions().join(" ")})…`
    );
    const built = spawnSync(join(home, "bin", "kc.sh"), ["build", ...buildOptions()], {
        encoding: "utf8",
        env: process.env
    });
    writeFileSync(logFile, built.stdout + built.stderr);
    if (built.status !== 0) throw new SetupError(`kc.sh build failed; see ${logFile}.`);
    writeFileSync(stampFile, stamp);
    return { home, buildMs: elapsedSince(startedAt) };
}

/**
 * A node's own Keycloak home: hard links to the built distribution's files (the built server,
 * shared and never written at run time) with a `data/` folder of its own (Quarkus' temporary
 * files, the transaction log, the realm to import), which two processes must not share.
 */
function nodeHome(built: string, node: NodeSpec, importRealm: boolean): string {
    const home = join(DIR, node.name);
    rmSync(home, { recursive: true, force: true });
    const copied = spawnSync("cp", ["-al", built, home]);
    if (copied.status !== 0) throw new SetupError(`Could not link ${built} to ${home}.`);
    rmSync(join(home, "data"), { recursive: true, force: true });
    mkdirSync(join(home, "data"), { recursive: true });
    if (importRealm) installRealm(home);
    return home;
}

/** `kc.sh start --optimized` options of one node (docs/decisions.md §20). */
function startOptions(node: NodeSpec, importRealm: boolean): string[] {
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

/** A Keycloak node of the running cluster. */
export type ClusterNode = NodeSpec & {
    home: string;
    logFile: string;
    /** Whether its process runs (between a start and a stop). */
    running: () => boolean;
    /** Stops the node (SIGTERM: Keycloak leaves the cluster and shuts down) and waits for it. */
    stop: () => Promise<void>;
    /**
     * Starts the node again (without importing the realm) and waits until it is ready.
     * @returns how long it took, in ms.
     */
    start: () => Promise<number>;
    /**
     * A rolling theme upgrade's step for this node (docs/decisions.md §24): stops it, gives it a
     * Keycloak home of its own with `jar` as the theme, runs `kc.sh build` there as an operator's
     * new image would, and starts it.
     * @returns how long the build and the start took, in ms.
     * @throws SetupError when the build fails or the node does not come up.
     */
    upgrade: (jar: string) => Promise<{ buildMs: number; startMs: number }>;
    /**
     * Sends `signal` to the node's JVM itself, not to the scripts around it: `SIGKILL` is a node
     * lost without a word (out of memory, a lost VM), `SIGSTOP` holds the requests it received.
     * @throws SetupError when no JVM of this node runs.
     */
    signal: (signal: "SIGKILL" | "SIGSTOP") => void;
};

async function isReady(node: NodeSpec): Promise<boolean> {
    return fetch(`http://127.0.0.1:${node.managementPort}/health/ready`).then(
        response => response.ok,
        () => false
    );
}

/**
 * Starts one node from `home` and waits until its management port says ready (`/health/ready`:
 * database reached, realm imported when asked).
 * @returns the running process and how long the start took.
 * @throws SetupError when it stops or is not ready within `timeoutMs`.
 */
async function startNode(
    home: string,
    node: NodeSpec,
    importRealm: boolean,
    logFile: string,
    timeoutMs: number
): Promise<{ child: ChildProcess; startMs: number }> {
    const startedAt = Date.now();
    const env = {
        ...keycloakEnvironment(),
        // Two JVMs beside other work on a small machine: a bounded heap instead of Keycloak's
        // share of all memory.
        JAVA_OPTS_KC_HEAP: process.env.JAVA_OPTS_KC_HEAP ?? "-Xms128m -Xmx1g"
    };
    const command = `"${home}/bin/kc.sh" ${startOptions(node, importRealm).join(" ")}`;
    const child = spawnLogged(watchdogScript(command), logFile, env);
    try {
        await poll(`Keycloak ${node.name}`, timeoutMs, () => isReady(node), child, logFile);
    } catch (error) {
        await stopChild(child);
        throw error;
    }
    return { child, startMs: elapsedSince(startedAt) };
}

/** Runs `command` with its output in `logFile`, without blocking the event loop; resolves its exit status. */
async function runLogged(command: string, args: string[], logFile: string): Promise<number | null> {
    const output = openSync(logFile, "w");
    try {
        const child = spawn(command, args, { stdio: ["ignore", output, output], env: process.env });
        return await new Promise(resolve => child.once("exit", resolve));
    } finally {
        closeSync(output);
    }
}

/**
 * Makes `home` a full copy of the built distribution `built` (not hard links: `kc.sh build` writes
 * into it) with `jar` as its theme, and builds it.
 * @returns how long `kc.sh build` took, in ms.
 * @throws SetupError when the copy or the build fails (the build's log is named).
 */
async function rebuildNodeHome(built: string, home: string, jar: string): Promise<number> {
    const logFile = `${home}-build.log`;
    rmSync(home, { recursive: true, force: true });
    if ((await runLogged("cp", ["-a", built, home], logFile)) !== 0)
        throw new SetupError(`Could not copy ${built} to ${home}; see ${logFile}.`);
    rmSync(join(home, "data"), { recursive: true, force: true });
    mkdirSync(join(home, "data"), { recursive: true });
    copyFileSync(jar, join(home, "providers", "keycloak-theme.jar"));
    const startedAt = Date.now();
    if ((await runLogged(join(home, "bin", "kc.sh"), ["build", ...buildOptions()], logFile)) !== 0)
        throw new SetupError(`kc.sh build failed; see ${logFile}.`);
    return elapsedSince(startedAt);
}

function clusterNode(
    built: string,
    home: string,
    node: NodeSpec,
    first: ChildProcess,
    timeoutMs: number
): ClusterNode {
    let child: ChildProcess | undefined = first;
    const logFile = join(DIR, `${node.name}.log`);
    const stop = async () => {
        if (child) await stopChild(child);
        child = undefined;
    };
    return {
        ...node,
        home,
        logFile,
        running: () => child !== undefined && child.exitCode === null,
        stop,
        start: async () => {
            if (child && child.exitCode === null) return 0;
            const started = await startNode(home, node, false, logFile, timeoutMs);
            child = started.child;
            return started.startMs;
        },
        signal: signal => {
            const found = spawnSync("pgrep", ["-f", "--", `-Dkc.home.dir=${home}/bin/..`], {
                encoding: "utf8"
            });
            const pids = found.stdout.split("\n").filter(Boolean).map(Number);
            if (pids.length === 0) throw new SetupError(`No JVM of ${node.name} runs.`);
            for (const pid of pids) process.kill(pid, signal);
        },
        upgrade: async jar => {
            await stop();
            const buildMs = await rebuildNodeHome(built, home, jar);
            const started = await startNode(home, node, false, logFile, timeoutMs);
            child = started.child;
            return { buildMs, startMs: started.startMs };
        }
    };
}

/**
 * The readiness checks a node must pass to get requests: initialised, not shutting down. Not
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
            const file = join(DIR, `${status}.http`);
            const head =
                `HTTP/1.0 ${status} ${reason}\r\nCache-Control: no-store\r\nConnection: close\r\n` +
                `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n`;
            writeFileSync(file, Buffer.concat([Buffer.from(head), body]));
            return [status, file];
        })
    );
}

/**
 * HAProxy's configuration: one frontend on the load balancer's port that adds the `X-Forwarded-*`
 * headers Keycloak trusts (`--proxy-headers=xforwarded`), and two round-robin backends over both
 * nodes without stickiness, one for theme resources (`/resources/…`) and one for everything else,
 * so that a page's resource requests never decide which node gets the next page or form post.
 * Health checks ask each node's management port for `/health/ready` every second and take a node
 * out after two failures; they read its checks and require {@link READY_CHECKS} only. A node that
 * refuses a connection is taken out at once (`observe layer4`), and a request whose node refused
 * it or closed it without an answer (killed while holding it) is sent again, to the other node
 * (`retry-on`, `option redispatch 1`): Keycloak's form posts are safe to replay (docs/decisions.md
 * §25). Where no node can answer, the customer gets `errorFiles`' page instead of HAProxy's bare
 * one. Each response names its node in `X-Served-By`. The log (HTTP format) goes to stdout.
 */
function haproxyConfig(adminSocket: string, errorFiles: Record<number, string>): string {
    const servers = PRODUCTION_PORTS.nodes.map(
        node =>
            `    server ${node.name} 127.0.0.1:${node.port} check port ${node.managementPort} inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down`
    );
    const backend = (name: string) => [
        `backend ${name}`,
        "    balance roundrobin",
        "    option httpchk GET /health/ready",
        ...READY_CHECKS.map(check => `    http-check expect rstring '${check}"[^}]*"UP"'`),
        "    option redispatch 1",
        "    retries 2",
        "    retry-on conn-failure empty-response response-timeout",
        "    http-response set-header X-Served-By %s",
        ...servers,
        ""
    ];
    return [
        "global",
        "    log stdout format raw local0",
        `    stats socket ${adminSocket} mode 600 level admin`,
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
        ...backend("pages"),
        ...backend("resources")
    ].join("\n");
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

/** How long each part of the set-up took to start, in ms (`buildMs` undefined: build skipped). */
export type StartTimes = {
    postgresMs: number;
    buildMs: number | undefined;
    nodesMs: number[];
    haproxyMs: number;
    totalMs: number;
};

/** The production set-up, running. */
export type RunningProductionStack = {
    version: string;
    nodes: ClusterNode[];
    /** HAProxy's runtime API socket ({@link haproxyCommand}). */
    adminSocket: string;
    logFiles: { postgres: string; haproxy: string; build: string };
    times: StartTimes;
    portal: RunningPortalServer;
    mail: RunningMailCatcher;
    /** Stops HAProxy, the nodes, PostgreSQL, the portal server and the mail catcher. */
    stop: () => Promise<void>;
};

/**
 * Starts the whole production set-up from a clean state: a new PostgreSQL cluster and database,
 * the built distribution (built again only when its options or provider jars changed), node 1
 * (which creates the schema and imports the demo realm), node 2 (which joins the cluster through
 * JDBC_PING), HAProxy, the portal server and the mail catcher.
 * @param options `timeoutMs` per node start (default 600 000 ms); `extraProviders`, more jars for
 *   `providers/` (the bench's stock theme).
 * @returns the running stack once the demo realm answers through HAProxy.
 * @throws SetupError when a tool is missing, a port is taken, the jar is not built or a part does
 *   not come up; what had started is stopped first.
 */
export async function startProductionStack(
    options: { timeoutMs?: number; extraProviders?: string[] } = {}
): Promise<RunningProductionStack> {
    const startedAt = Date.now();
    const missing = missingProductionTools();
    if (missing.length > 0) throw new SetupError(`Missing ${missing.join("; ")}.`);
    // The load balancer takes the development set-up's Keycloak port: KEYCLOAK_PORT.
    await requireFreePorts();
    await requireFreePort(PRODUCTION_PORTS.postgres, "PostgreSQL, POSTGRES_PORT");
    for (const node of PRODUCTION_PORTS.nodes) {
        await requireFreePort(node.port, `Keycloak ${node.name}, KEYCLOAK_NODE_PORTS`);
        await requireFreePort(node.managementPort, `${node.name} management, KEYCLOAK_MANAGEMENT_PORTS`);
        await requireFreePort(node.jgroupsPort, `${node.name} JGroups, KEYCLOAK_JGROUPS_PORTS`);
        await requireFreePort(
            node.jgroupsPort + FAILURE_DETECTION_OFFSET,
            `${node.name} JGroups failure detection, KEYCLOAK_JGROUPS_PORTS`
        );
    }
    mkdirSync(DIR, { recursive: true });
    const version = keycloakVersion();
    const timeoutMs = options.timeoutMs ?? 600_000;
    const { home, buildMs } = buildDistribution(version, options.extraProviders ?? []);
    const stoppers: (() => Promise<void>)[] = [];
    const stop = async () => {
        for (const stopPart of stoppers.reverse()) await stopPart().catch(() => undefined);
        stoppers.length = 0;
    };
    try {
        const portal = await startPortalServer({ port: PORTS.portal });
        stoppers.push(() => portal.close());
        const mail = await startMailCatcher({ smtpPort: PORTS.smtp, httpPort: PORTS.mailView });
        stoppers.push(() => mail.close());
        const postgres = await startPostgres();
        stoppers.push(() => stopChild(postgres.child));
        const nodes: ClusterNode[] = [];
        const nodesMs: number[] = [];
        for (const [index, spec] of PRODUCTION_PORTS.nodes.entries()) {
            const importRealm = index === 0;
            const nodeHomeDir = nodeHome(home, spec, importRealm);
            const logFile = join(DIR, `${spec.name}.log`);
            rmSync(logFile, { force: true });
            const started = await startNode(nodeHomeDir, spec, importRealm, logFile, timeoutMs);
            const node = clusterNode(home, nodeHomeDir, spec, started.child, timeoutMs);
            stoppers.push(() => node.stop());
            nodes.push(node);
            nodesMs.push(started.startMs);
        }
        const haproxyStartedAt = Date.now();
        const adminSocket = join(DIR, "haproxy.sock");
        const configFile = join(DIR, "haproxy.cfg");
        const haproxyLog = join(DIR, "haproxy.log");
        rmSync(haproxyLog, { force: true });
        writeFileSync(configFile, `${haproxyConfig(adminSocket, writeErrorFiles())}\n`);
        const haproxy = spawnLogged(watchdogScript(`haproxy -db -f "${configFile}"`), haproxyLog);
        stoppers.push(() => stopChild(haproxy));
        await waitForRealm(60_000, haproxy, haproxyLog);
        return {
            version,
            nodes,
            adminSocket,
            logFiles: { postgres: postgres.logFile, haproxy: haproxyLog, build: join(DIR, "build.log") },
            times: {
                postgresMs: postgres.startMs,
                buildMs,
                nodesMs,
                haproxyMs: elapsedSince(haproxyStartedAt),
                totalMs: elapsedSince(startedAt)
            },
            portal,
            mail,
            stop
        };
    } catch (error) {
        await stop();
        throw error;
    }
}
