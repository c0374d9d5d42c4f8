import { readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`; 100 on Linux). */
export const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of `/proc/<pid>/stat` the bench reads; times in clock ticks. */
export type ProcStat = {
    pid: number;
    ppid: number;
    /** User and system time of the process itself (fields 14, 15). */
    utime: number;
    stime: number;
    /** User and system time of its children it has waited for (fields 16, 17). */
    cutime: number;
    cstime: number;
};

/**
 * Parses one `/proc/<pid>/stat` line (proc(5)): pid, parent pid and the four CPU times.
 * @param text the file's content; the command name (field 2) may hold spaces and parentheses, so
 *   the fields are counted from its last `)`.
 * @returns the fields in clock ticks.
 * @throws Error when the line does not have those fields as whole numbers.
 */
export function parseProcStat(text: string): ProcStat {
    const close = text.lastIndexOf(")");
    const pid = Number(text.slice(0, text.indexOf("(")).trim());
    // After ")": state is field 3, so field n is at index n - 3.
    const fields = text
        .slice(close + 2)
        .trim()
        .split(/\s+/);
    const field = (n: number) => Number(fields[n - 3]);
    const stat = {
        pid,
        ppid: field(4),
        utime: field(14),
        stime: field(15),
        cutime: field(16),
        cstime: field(17)
    };
    if (close === -1 || !Object.values(stat).every(Number.isInteger))
        throw new Error(`Not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
    return stat;
}

/**
 * CPU time of the processes `roots` and all their descendants (found through the parent pids of
 * `stats`), each with the children it has already reaped, so that work moves from a child to its
 * parent's total when the child exits and is not lost.
 * @param stats every process's stat, as {@link parseProcStat} gives them.
 * @returns clock ticks; `NaN` when a root is not among `stats`.
 */
export function treeCpuTicks(stats: ProcStat[], roots: number[]): number {
    const byPid = new Map(stats.map(stat => [stat.pid, stat]));
    if (!roots.every(root => byPid.has(root))) return Number.NaN;
    const children = new Map<number, ProcStat[]>();
    for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
    const seen = new Set<number>();
    const pending = roots.map(root => byPid.get(root)!);
    let ticks = 0;
    while (pending.length > 0) {
        const stat = pending.pop()!;
        if (seen.has(stat.pid)) continue;
        seen.add(stat.pid);
        ticks += stat.utime + stat.stime + stat.cutime + stat.cstime;
        pending.push(...(children.get(stat.pid) ?? []));
    }
    return ticks;
}

function readAllStats(): ProcStat[] {
    return readdirSync("/proc")
        .filter(name => /^\d+$/.test(name))
        .flatMap(pid => {
            try {
                return [parseProcStat(readFileSync(`/proc/${pid}/stat`, "utf8"))];
            } catch {
                return []; // exited while listed
            }
        });
}

/**
 * CPU time the processes (Keycloak's JVMs) and their children have used so far, user + system,
 * from `/proc/<pid>/stat` (proc(5), in clock ticks of {@link CLOCK_TICKS_PER_SECOND}).
 * @returns milliseconds, or `NaN` when a pid is unknown or its process has gone.
 */
export function cpuTimeMs(pids: (number | undefined)[]): number {
    if (pids.some(pid => pid === undefined)) return Number.NaN;
    return (treeCpuTicks(readAllStats(), pids as number[]) * 1000) / CLOCK_TICKS_PER_SECOND;
}
