/**
 * The one way a set-up starts: what differs between development (`development.ts`) and production
 * (`production.ts`) is the {@link StackMode} they pass; the checks, the start order, the wait and
 * the clean-up are here.
 */
import type { ChildProcess } from "node:child_process";
import type { RunningMailCatcher } from "../mail-catcher";
import type { RunningPortalServer } from "../portal-server";
import type { RunningPostgres } from "./database";
import { startKeycloakNode, waitForRealm, type KeycloakNode, type NodeLaunch } from "./keycloakNode";
import { startPortalAndMail } from "./portalAndMail";
import { COMMON_PORT_CLAIMS, requireFreePorts, type NodeSpec, type PortClaim } from "./ports";
import { stopChild } from "./processes";
import { requireNone } from "./tools";
import { keycloakVersion } from "./version";

/** The Keycloak home the nodes are made from, and how long building it took (`undefined`: no build). */
export type PreparedHome = { home: string; buildMs: number | undefined };

/** What a set-up is made of; every function runs once per start unless said otherwise. */
export type StackMode<Spec extends NodeSpec> = {
    /** The tools it needs that are not on the PATH, as "what and how to install it" phrases. */
    missingTools: () => string[];
    /** The ports it needs free beside {@link COMMON_PORT_CLAIMS}. */
    ports: PortClaim[];
    /** Fetches, installs and builds the Keycloak home the nodes are made from. */
    prepare: (version: string, extraProviders: string[]) => PreparedHome;
    /** Starts the database, when the mode has one (development keeps an in-memory one in Keycloak). */
    startDatabase?: () => Promise<RunningPostgres>;
    /** The nodes, started one after the other; the first imports the demo realm. */
    nodes: Spec[];
    /** How a node starts: its home (made here), options, readiness. */
    launch: (spec: Spec, built: string, importRealm: boolean, timeoutMs: number) => NodeLaunch<Spec>;
    /** Starts the load balancer in front of the nodes, when the mode has one, and names its log. */
    startBalancer?: (nodes: Spec[]) => { child: ChildProcess; logFile: string };
    /** How long a node may take to become ready unless the caller says otherwise, in ms. */
    defaultTimeoutMs: number;
};

/** What a caller may change in a start. */
export type StackOptions = {
    /** How long each node may take to become ready, in ms (default: the mode's). */
    timeoutMs?: number;
    /** More jars for `providers/` (another login theme to compare with). */
    extraProviders?: string[];
};

/** How long each part of a start took, in ms (`undefined`: skipped, or not in this mode). */
export type StartTimes = {
    postgresMs: number | undefined;
    buildMs: number | undefined;
    nodesMs: number[];
    haproxyMs: number | undefined;
    totalMs: number;
};

/** A set-up, running. */
export type RunningStack<Spec extends NodeSpec = NodeSpec> = {
    version: string;
    /** The Keycloak home the nodes were made from (in development, the node's own). */
    home: string;
    /** The first node's log. */
    logFile: string;
    nodes: KeycloakNode<Spec>[];
    /** The logs of the parts beside the nodes, where the mode has them. */
    logFiles: { postgres?: string; haproxy?: string; build?: string };
    times: StartTimes;
    portal: RunningPortalServer;
    mail: RunningMailCatcher;
    /** Stops everything the start started, the last started first. */
    stop: () => Promise<void>;
};

/** Stop functions of the parts started so far; {@link stop} runs them newest first, ignoring failures. */
function cleanUp(): { add: (stop: () => Promise<void>) => void; stop: () => Promise<void> } {
    const stoppers: (() => Promise<void>)[] = [];
    return {
        add: stop => void stoppers.push(stop),
        stop: async () => {
            for (const stopPart of stoppers.reverse()) await stopPart().catch(() => undefined);
            stoppers.length = 0;
        }
    };
}

/** Starts the nodes one after the other, each ready before the next starts. */
async function startNodes<Spec extends NodeSpec>(
    mode: StackMode<Spec>,
    built: string,
    timeoutMs: number,
    started: (stop: () => Promise<void>) => void
): Promise<{ nodes: KeycloakNode<Spec>[]; nodesMs: number[] }> {
    const nodes: KeycloakNode<Spec>[] = [];
    const nodesMs: number[] = [];
    for (const [index, spec] of mode.nodes.entries()) {
        const launch = mode.launch(spec, built, index === 0, timeoutMs);
        const { node, startMs } = await startKeycloakNode(launch, index === 0);
        started(() => node.stop());
        nodes.push(node);
        nodesMs.push(startMs);
    }
    return { nodes, nodesMs };
}

/** Starts the balancer, when the mode has one, and waits until the realm answers through it. */
async function startBalancer<Spec extends NodeSpec>(
    mode: StackMode<Spec>,
    started: (stop: () => Promise<void>) => void
): Promise<{ logFile?: string; haproxyMs?: number }> {
    if (!mode.startBalancer) return {};
    const startedAt = Date.now();
    const { child, logFile } = mode.startBalancer(mode.nodes);
    started(() => stopChild(child));
    await waitForRealm(60_000, child, logFile);
    return { logFile, haproxyMs: Date.now() - startedAt };
}

/**
 * Checks what a start of `mode` needs before anything is started: its tools and free ports.
 * @throws SetupError naming the first missing tool or taken port and how to fix it.
 */
export async function requirePrerequisites<Spec extends NodeSpec>(mode: StackMode<Spec>): Promise<void> {
    requireNone(mode.missingTools());
    await requireFreePorts([...COMMON_PORT_CLAIMS, ...mode.ports]);
}

/**
 * Starts a set-up from a clean state: checks its tools and ports, prepares the Keycloak home,
 * starts the portal server and the mail catcher, the database, the nodes (the first imports the
 * demo realm) and the load balancer, in that order.
 * @param mode what the set-up is made of (`developmentMode`, `productionMode`).
 * @returns the running set-up once the demo realm answers at the Keycloak port.
 * @throws SetupError when a tool is missing, a port is taken, the download fails, the jar is not
 *   built or a part does not come up; what had started is stopped first.
 */
export async function startKeycloakStack<Spec extends NodeSpec>(
    mode: StackMode<Spec>,
    options: StackOptions = {}
): Promise<RunningStack<Spec>> {
    const startedAt = Date.now();
    await requirePrerequisites(mode);
    const version = keycloakVersion();
    const { home, buildMs } = mode.prepare(version, options.extraProviders ?? []);
    const parts = cleanUp();
    try {
        const { portal, mail } = await startPortalAndMail(parts.add);
        const database = await mode.startDatabase?.();
        if (database) parts.add(() => stopChild(database.child));
        const timeoutMs = options.timeoutMs ?? mode.defaultTimeoutMs;
        const { nodes, nodesMs } = await startNodes(mode, home, timeoutMs, parts.add);
        const balancer = await startBalancer(mode, parts.add);
        return {
            version,
            home,
            logFile: nodes[0].logFile,
            nodes,
            logFiles: { postgres: database?.logFile, haproxy: balancer.logFile },
            times: {
                postgresMs: database?.startMs,
                buildMs,
                nodesMs,
                haproxyMs: balancer.haproxyMs,
                totalMs: Date.now() - startedAt
            },
            portal,
            mail,
            stop: parts.stop
        };
    } catch (error) {
        await parts.stop();
        throw error;
    }
}
