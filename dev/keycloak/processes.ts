/** The child processes of a set-up: started under a watchdog, logged to a file, awaited, stopped. */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, createWriteStream, openSync } from "node:fs";
import { SetupError } from "./setupError";

/**
 * A bash script that runs `command` and stops it when this Node process goes away, even when Node
 * is killed without a chance to clean up: servers started for tests stop by themselves. A TERM or
 * INT to the script stops the command with `signal` and waits for it.
 */
export function watchdogScript(command: string, signal: "TERM" | "INT" = "TERM"): string {
    return [
        `${command} &`,
        "child=$!",
        `trap 'kill -${signal} $child 2>/dev/null; wait $child; exit 0' TERM INT`,
        `while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done`,
        `kill -${signal} $child 2>/dev/null; wait $child`
    ].join("\n");
}

/** Quotes `args` for a shell command line. */
export function shellQuote(args: string[]): string {
    return args.map(arg => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
}

/**
 * Starts `script` with bash, its output appended to `logFile`.
 * @returns the bash process (its exit is the script's end).
 */
export function spawnLogged(
    script: string,
    logFile: string,
    env: NodeJS.ProcessEnv = process.env
): ChildProcess {
    const child = spawn("bash", ["-c", script], { env, stdio: ["ignore", "pipe", "pipe"] });
    const log = createWriteStream(logFile, { flags: "a" });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
}

/**
 * Runs `command` to its end with its output in `logFile` (replaced), without blocking the event
 * loop.
 * @returns its exit status (`null` when a signal ended it).
 */
export async function runLogged(
    command: string,
    args: string[],
    logFile: string
): Promise<number | null> {
    const output = openSync(logFile, "w");
    try {
        const child = spawn(command, args, { stdio: ["ignore", output, output], env: process.env });
        return await new Promise(resolve => child.once("exit", resolve));
    } finally {
        closeSync(output);
    }
}

/** Sends SIGTERM to `child` (a watchdog script) and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return Promise.resolve();
    return new Promise(resolve => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
    });
}

/**
 * Asks `ready` every 500 ms until it says yes.
 * @param what the server waited for, as the error names it.
 * @param child its process, when this process started it: its exit ends the wait early.
 * @throws SetupError when `child` stops or `ready` does not say yes within `timeoutMs`; both name
 *   `logFile`.
 */
export async function waitUntil(
    what: string,
    timeoutMs: number,
    ready: () => Promise<boolean>,
    child: ChildProcess | undefined,
    logFile: string
): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (child && child.exitCode !== null)
            throw new SetupError(`${what} stopped while starting; see ${logFile}.`);
        if (await ready()) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new SetupError(`${what} did not answer within ${timeoutMs / 1000} s; see ${logFile}.`);
}

/** Whether a GET of `url` answers with a 2xx status; a refused connection is a no. */
export function answersOk(url: string): Promise<boolean> {
    return fetch(url).then(
        response => response.ok,
        () => false
    );
}
