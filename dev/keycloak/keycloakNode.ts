/** One Keycloak process of a set-up: started, awaited, stopped, restarted, upgraded, signaled. */
import { spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { ADMIN, KEYCLOAK_URL, PORTAL_URL, QA_PORTAL_URL, REALM } from "./addresses";
import type { NodeSpec } from "./ports";
import { answersOk, spawnLogged, stopChild, waitUntil, watchdogScript } from "./processes";
import { SetupError } from "./setupError";

/**
 * The environment of a Keycloak process: the bootstrap admin and the theme's portal addresses
 * (README, "Portal addresses"), over this process's own.
 */
export function keycloakEnvironment(): NodeJS.ProcessEnv {
    return {
        ...process.env,
        KC_BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
        PORTAL_BASE_URL_DEV: PORTAL_URL,
        PORTAL_BASE_URL_QA: process.env.PORTAL_BASE_URL_QA ?? QA_PORTAL_URL,
        PORTAL_BASE_URL_QA2: process.env.PORTAL_BASE_URL_QA2 ?? "",
        PORTAL_BASE_URL_PROD: process.env.PORTAL_BASE_URL_PROD ?? ""
    };
}

/** Whether the demo realm answers at {@link KEYCLOAK_URL} (its OpenID configuration). */
export function realmAnswers(): Promise<boolean> {
    return answersOk(`${KEYCLOAK_URL}/realms/${REALM}/.well-known/openid-configuration`);
}

/**
 * Resolves once the demo realm answers at {@link KEYCLOAK_URL}.
 * @param child the process in front (Keycloak or HAProxy), when this process started it: its exit
 *   ends the wait early.
 * @throws SetupError when that process stops or the realm does not answer within `timeoutMs`.
 */
export function waitForRealm(
    timeoutMs: number,
    child?: ChildProcess,
    logFile = "its log"
): Promise<void> {
    return waitUntil(`Keycloak at ${KEYCLOAK_URL}`, timeoutMs, realmAnswers, child, logFile);
}

/** How a set-up starts one node: the mode's choices for it (`stack.ts`). */
export type NodeLaunch<Spec extends NodeSpec> = {
    spec: Spec;
    /** The node's Keycloak home. */
    home: string;
    logFile: string;
    /** `kc.sh` arguments; `importRealm` only for the first start of the first node. */
    options: (importRealm: boolean) => string[];
    env: NodeJS.ProcessEnv;
    /** Whether the node is ready for requests. */
    ready: () => Promise<boolean>;
    timeoutMs: number;
    /** Makes the node's home anew with another theme jar and builds it (production), in ms. */
    rebuild?: (jar: string) => Promise<number>;
};

/** A Keycloak node of a running set-up. */
export type KeycloakNode<Spec extends NodeSpec = NodeSpec> = Spec & {
    home: string;
    logFile: string;
    /** Whether its process runs (between a start and a stop). */
    running: () => boolean;
    /** Stops the node (SIGTERM: Keycloak leaves the cluster and shuts down) and waits for it. */
    stop: () => Promise<void>;
    /**
     * Starts the node again (without importing the realm) and waits until it is ready.
     * @returns how long it took, in ms (0: it was running).
     */
    start: () => Promise<number>;
    /**
     * A rolling theme upgrade's step for this node (docs/decisions.md §24): stops it, gives it a
     * Keycloak home of its own with `jar` as the theme, runs `kc.sh build` there as an operator's
     * new image would, and starts it.
     * @returns how long the build and the start took, in ms.
     * @throws SetupError when the build fails, the node does not come up, or the set-up (development)
     *   has no build step.
     */
    upgrade: (jar: string) => Promise<{ buildMs: number; startMs: number }>;
    /**
     * Sends `signal` to the node's JVM itself, not to the scripts around it: `SIGKILL` is a node
     * lost without a word (out of memory, a lost VM), `SIGSTOP` holds the requests it received.
     * @throws SetupError when no JVM of this node runs.
     */
    signal: (signal: "SIGKILL" | "SIGSTOP") => void;
};

/**
 * Starts the node's `kc.sh` under a watchdog and waits until it is ready.
 * @returns the running process and how long the start took, in ms.
 * @throws SetupError when it stops or is not ready within the launch's timeout; it is stopped first.
 */
async function startProcess<Spec extends NodeSpec>(
    launch: NodeLaunch<Spec>,
    importRealm: boolean
): Promise<{ child: ChildProcess; startMs: number }> {
    const startedAt = Date.now();
    const command = `"${launch.home}/bin/kc.sh" ${launch.options(importRealm).join(" ")}`;
    const child = spawnLogged(watchdogScript(command), launch.logFile, launch.env);
    try {
        const what = `Keycloak ${launch.spec.name}`;
        await waitUntil(what, launch.timeoutMs, launch.ready, child, launch.logFile);
    } catch (error) {
        await stopChild(child);
        throw error;
    }
    return { child, startMs: Date.now() - startedAt };
}

/** Sends `signal` to the JVMs started from `home` (`-Dkc.home.dir`, as `kc.sh` passes it). */
function signalJvm(home: string, name: string, signal: NodeJS.Signals): void {
    const found = spawnSync("pgrep", ["-f", "--", `-Dkc.home.dir=${home}/bin/..`], {
        encoding: "utf8"
    });
    const pids = found.stdout.split("\n").filter(Boolean).map(Number);
    if (pids.length === 0) throw new SetupError(`No JVM of ${name} runs.`);
    for (const pid of pids) process.kill(pid, signal);
}

/**
 * Starts a node for the first time (a fresh log; the realm imported when `importRealm`) and waits
 * until it is ready.
 * @returns the node, and how long its start took in ms.
 * @throws SetupError when it stops or is not ready in time; it is stopped first.
 */
export async function startKeycloakNode<Spec extends NodeSpec>(
    launch: NodeLaunch<Spec>,
    importRealm: boolean
): Promise<{ node: KeycloakNode<Spec>; startMs: number }> {
    rmSync(launch.logFile, { force: true });
    const first = await startProcess(launch, importRealm);
    let child: ChildProcess | undefined = first.child;
    const stop = async () => {
        if (child) await stopChild(child);
        child = undefined;
    };
    const restart = async () => {
        const started = await startProcess(launch, false);
        child = started.child;
        return started.startMs;
    };
    const node: KeycloakNode<Spec> = {
        ...launch.spec,
        home: launch.home,
        logFile: launch.logFile,
        running: () => child !== undefined && child.exitCode === null,
        stop,
        start: async () => (node.running() ? 0 : restart()),
        signal: signal => signalJvm(launch.home, launch.spec.name, signal),
        upgrade: async jar => {
            if (!launch.rebuild) throw new SetupError(`${launch.spec.name} has no build to upgrade.`);
            await stop();
            const buildMs = await launch.rebuild(jar);
            return { buildMs, startMs: await restart() };
        }
    };
    return { node, startMs: first.startMs };
}
