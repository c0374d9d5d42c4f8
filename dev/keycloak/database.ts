/**
 * The production set-up's PostgreSQL: a private cluster made with `initdb` under the set-up's
 * folder, nothing installed system-wide, stopped with the set-up.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PRODUCTION_DIR } from "./paths";
import { PRODUCTION_PORTS } from "./ports";
import { shellQuote, spawnLogged, stopChild, waitUntil, watchdogScript } from "./processes";
import { SetupError } from "./setupError";
import { postgresBin } from "./tools";

/** Database, user and password of the private PostgreSQL cluster. */
export const DATABASE = { name: "keycloak", user: "keycloak", password: "keycloak" };

/** PostgreSQL's log. */
export const POSTGRES_LOG = join(PRODUCTION_DIR, "postgres.log");

/** A running PostgreSQL server. */
export type RunningPostgres = { child: ChildProcess; logFile: string; startMs: number };

/** `initdb` and `postgres` refuse root: as root they run as the `postgres` user Debian creates. */
function asPostgresUser(command: string[]): string[] {
    if (process.getuid?.() !== 0) return command;
    return ["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups", ...command];
}

/**
 * The PostgreSQL cluster's folder: `.keycloak/<port>/production/postgres`, or, when the `postgres`
 * user cannot reach that folder (a checkout under a private home such as `/root`), a folder of
 * the same name under the system's temporary folder.
 */
function postgresDataDir(): string {
    const [program, ...args] = asPostgresUser(["test", "-x", PRODUCTION_DIR]);
    if (spawnSync(program, args).status === 0) return join(PRODUCTION_DIR, "postgres");
    const outside = join(tmpdir(), `utility-portal-${PRODUCTION_PORTS.balancer}`);
    mkdirSync(outside, { recursive: true, mode: 0o755 });
    return join(outside, "postgres");
}

/** An empty `data` folder, owned by `postgres` when run as root. */
function emptyDataDir(data: string): void {
    rmSync(data, { recursive: true, force: true });
    mkdirSync(data, { recursive: true, mode: 0o700 });
    if (process.getuid?.() !== 0) return;
    const user = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(data, Number(user.stdout), Number(group.stdout));
}

/**
 * Runs `initdb` into `data` with Keycloak's user as the superuser (password authentication).
 * @throws SetupError with initdb's output when it fails.
 */
function initCluster(bin: string, data: string): void {
    const passwordFile = join(data, "..", "postgres-password");
    writeFileSync(passwordFile, DATABASE.password, { mode: 0o644 });
    const [program, ...args] = asPostgresUser([
        join(bin, "initdb"),
        `--pgdata=${data}`,
        `--username=${DATABASE.user}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync"
    ]);
    const initdb = spawnSync(program, args, { encoding: "utf8" });
    if (initdb.status !== 0)
        throw new SetupError(`initdb failed: ${(initdb.stderr || initdb.stdout).trim()}`);
}

/** Starts the server on `data` under a watchdog. */
function spawnServer(bin: string, data: string, logFile: string): ChildProcess {
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
    return spawnLogged(watchdogScript(shellQuote(server), "INT"), logFile);
}

/** `-h`/`-p` of the server, for its client programs. */
const SERVER_ADDRESS = ["-h", "127.0.0.1", "-p", String(PRODUCTION_PORTS.postgres)];

/**
 * Creates a fresh PostgreSQL cluster (in `.keycloak/<port>/production/postgres` when the `postgres`
 * user can reach it), starts it on 127.0.0.1:{@link PRODUCTION_PORTS}`.postgres` and creates
 * Keycloak's database ({@link DATABASE}).
 * @returns the server's process, its log and how long the start took, in ms.
 * @throws SetupError when `initdb`, the server or `createdb` fails; the server is stopped first.
 */
export async function startPostgres(): Promise<RunningPostgres> {
    const startedAt = Date.now();
    const bin = postgresBin();
    if (!bin) throw new SetupError("PostgreSQL is missing (Debian: apt-get install postgresql).");
    const data = postgresDataDir();
    const logFile = POSTGRES_LOG;
    rmSync(logFile, { force: true });
    emptyDataDir(data);
    initCluster(bin, data);
    const child = spawnServer(bin, data, logFile);
    const env = { ...process.env, PGPASSWORD: DATABASE.password };
    const isReady = async () =>
        spawnSync(join(bin, "pg_isready"), ["-q", ...SERVER_ADDRESS], { env }).status === 0;
    const created = async () => {
        await waitUntil("PostgreSQL", 60_000, isReady, child, logFile);
        const args = [...SERVER_ADDRESS, "-U", DATABASE.user, DATABASE.name];
        return spawnSync(join(bin, "createdb"), args, { env, encoding: "utf8" });
    };
    try {
        const createdb = await created();
        if (createdb.status !== 0) throw new SetupError(`createdb failed: ${createdb.stderr.trim()}`);
    } catch (error) {
        await stopChild(child);
        throw error;
    }
    return { child, logFile, startMs: Date.now() - startedAt };
}
