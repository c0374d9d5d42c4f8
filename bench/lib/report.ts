import { readFileSync } from "node:fs";
import type { Check } from "./budgets";
import type { Sample } from "./metrics";
import { changePercent } from "./spread";
import { warmUpText, type WarmUpSettings } from "./steady";
import { markdownTable, serverTable, tableHeader, tableRows, type ServerRow } from "./table";

/** A column of a results file: a login theme under a policy (`realServer.ts` `THEMES`). */
type ResultColumn = { id: string; loginTheme: string; policy?: string; serverCost?: boolean };

/** What `npm run bench` writes to `bench/results/latest*.json` (`bench/run.ts`), as read here. */
export type BenchResults = {
    date: string;
    mode: string;
    runs: number;
    environment: { node: string; lighthouse: string };
    keycloak?: { version: string; description?: string };
    themes?: ResultColumn[];
    firstView?: {
        medians: Record<string, Sample | undefined>;
        calibration?: { benchmarkIndex: number; cpuSlowdownMultiplier: number; readings?: number[] };
        repeatVisit?: { median: Sample; samples: Sample[] };
        /** Each revisited column's second loads (since the React column, 28 Nov 2026). */
        repeatVisits?: Record<string, { median: Sample } | undefined>;
        noPaint?: Record<string, string | undefined>;
    };
    serverCost?: {
        costs: Record<string, Record<string, ServerRow["cost"]>>;
        load?: { rounds: number; durationS: number } & Partial<
            WarmUpSettings & { maxWarmUpLoads: number }
        >;
        ratios?: Record<string, NonNullable<ServerRow["ratios"]>>;
    };
    /** Ours ÷ keycloak.v2 on the same jar in the previous run of this mode, and now (`run.ts`). */
    repeatability?: Repeatability;
    checks: Check[];
};

const SERVER_PAGES = [
    ["signIn", "(a) sign-in"],
    ["error", "(b) error.ftl"],
    ["manyAttributes", "(c) 300 attributes"]
] as const;

function columnName(column: ResultColumn): string {
    return `${column.id} (${column.loginTheme}, ${column.policy ?? "unrecorded"} policy)`;
}

type Calibration = NonNullable<NonNullable<BenchResults["firstView"]>["calibration"]>;

// Results before 28 Nov 2026 carry one reading, taken before the runs.
function calibrationCaption(
    calibration: Calibration,
    columnIndices: number[],
    repeats: { label: string }[]
): string {
    const round = (values: number[]) => values.map(Math.round).join(", ");
    const index = Math.round(calibration.benchmarkIndex);
    const source = calibration.readings
        ? `the median of its benchmarkIndex in the runs after an uncounted first one: ${round(calibration.readings)} → ${index}`
        : `its benchmarkIndex ${index} before the runs`;
    const repeated = repeats.map(repeat => repeat.label.replace(", repeat visit", ""));
    return (
        `CPU slowdown ${calibration.cpuSlowdownMultiplier.toFixed(2)}× (Lighthouse's calibration) from ${source}. ` +
        `The columns' median benchmarkIndex: ${round(columnIndices)}.` +
        (repeated.length > 0
            ? ` A repeat visit is the column loaded again in the same Chromium after each cold run, cache and storage kept (${repeated.join(", ")}).`
            : "")
    );
}

function firstViewSection(results: BenchResults, columns: ResultColumn[]): string[] {
    const firstView = results.firstView;
    if (firstView === undefined) return [];
    const repeatVisits = firstView.repeatVisits ?? { ours: firstView.repeatVisit };
    const repeats = columns.flatMap(column => {
        const sample = repeatVisits[column.id]?.median;
        return sample ? [{ label: `${column.id}, repeat visit`, sample }] : [];
    });
    const measured = [
        ...columns.flatMap(column => {
            const sample = firstView.medians[column.id];
            return sample ? [{ label: column.id, sample }] : [];
        }),
        ...repeats
    ];
    const { calibration } = firstView;
    const indices = Object.values(firstView.medians).flatMap(sample =>
        sample?.benchmarkIndex ? [sample.benchmarkIndex] : []
    );
    const notPainted = columns.flatMap(column => {
        const reason = firstView.noPaint?.[column.id];
        return reason ? [`- ${columnName(column)} did not paint: ${reason}`] : [];
    });
    return [
        `First view of the sign-in page, medians of ${results.runs} Lighthouse runs (${results.environment.lighthouse}); ratios other ÷ ours:`,
        "",
        ...(calibration ? [calibrationCaption(calibration, indices, repeats), ""] : []),
        ...(measured.length > 0 ? [markdownTable(tableHeader(measured), tableRows(measured)), ""] : []),
        ...(notPainted.length > 0 ? [...notPainted, ""] : [])
    ];
}

// Runs before 28 Nov 2026 warmed each page up with one uncounted round; those of 28 Nov, page by
// page until two loads agreed (maxWarmUpLoads).
function warmUpOf({
    steadyShare,
    steadyLoads,
    maxWarmUpRounds,
    maxWarmUpLoads
}: Partial<WarmUpSettings & { maxWarmUpLoads: number }>) {
    if (steadyShare !== undefined && steadyLoads !== undefined && maxWarmUpRounds !== undefined)
        return warmUpText({ steadyShare, steadyLoads, maxWarmUpRounds });
    if (steadyShare !== undefined && maxWarmUpLoads !== undefined)
        return `uncounted loads per page and theme until two in a row agree within ${steadyShare * 100} % (at most ${maxWarmUpLoads})`;
    return "one uncounted round per theme";
}

function serverSection(results: BenchResults, columns: ResultColumn[]): string[] {
    const costs = results.serverCost?.costs;
    if (costs === undefined) return [];
    const rows: ServerRow[] = SERVER_PAGES.flatMap(([page, label]) =>
        columns
            .filter(column => costs[column.id]?.[page] !== undefined)
            .map(column => ({
                page: label,
                theme: column.id,
                cost: costs[column.id][page],
                reference: costs["keycloak.v2"]?.[page],
                ratios: column.id === "ours" ? results.serverCost?.ratios?.[page] : undefined
            }))
    );
    const load = results.serverCost?.load;
    return [
        load && results.serverCost?.ratios
            ? `Server cost: ${warmUpOf(load)}, then ${load.rounds} interleaved rounds of ` +
              `${load.durationS} s per page; median (min–max) of the rounds; ours ÷ \`keycloak.v2\` is the ` +
              "median (min–max) of the round-by-round ratios:"
            : "Server cost (last column: requests per second ÷ `keycloak.v2`'s):",
        "",
        serverTable(rows),
        "",
        ...repeatabilitySection(results.repeatability)
    ];
}

/** Ours ÷ keycloak.v2 in CPU per page, per page, on one jar in two runs of the same mode. */
export type Repeatability = {
    jarSha256: string;
    previousDate: string;
    pages: { page: string; previous: number; now: number; changePercent: number }[];
};

function repeatabilitySection(repeatability: Repeatability | undefined): string[] {
    if (repeatability === undefined) return [];
    const cells = repeatability.pages.map(
        ({ page, previous, now, changePercent }) =>
            `${page} ${previous.toFixed(3)} then ${now.toFixed(3)} (${changePercent >= 0 ? "+" : ""}${changePercent.toFixed(1)} %)`
    );
    return [
        `Same jar (SHA-256 ${repeatability.jarSha256.slice(0, 12)}…) as the run of ` +
            `${repeatability.previousDate.slice(0, 16).replace("T", " ")} UTC, ours ÷ \`keycloak.v2\` in CPU per page: ` +
            `${cells.join("; ")}.`,
        ""
    ];
}

function checksSection(checks: Check[]): string[] {
    const passed = checks.filter(check => check.ok).length;
    const line = ({ name, actual, limit, ok }: Check) =>
        `- ${ok ? "pass" : "**miss**"}: ${name} ${Math.round(actual * 1000) / 1000} (budget ${limit})`;
    return [
        `Budgets (\`bench/budgets.json\`): ${passed} of ${checks.length} pass.`,
        "",
        ...checks.map(line)
    ];
}

/**
 * The Markdown of one results file for the READMEs (`npm run bench:report`): a line saying when,
 * on which Keycloak, in which mode and under which policy each column ran, the first-view and
 * server-cost tables, the columns that did not paint and why, and every budget check.
 * @param results a parsed `bench/results/latest*.json`; parts it lacks are left out.
 * @param file its name, quoted in the text.
 */
export function renderResults(results: BenchResults, file: string): string {
    const columns = results.themes ?? [];
    const policies = columns.map(columnName);
    return [
        `Run of ${results.date.slice(0, 16).replace("T", " ")} UTC (\`bench/results/${file}\`): ` +
            `${results.mode}, Keycloak ${results.keycloak?.version ?? "unknown"}, Node ${results.environment.node}. ` +
            `Columns: ${policies.join("; ")}.`,
        "",
        ...firstViewSection(results, columns),
        ...serverSection(results, columns),
        ...checksSection(results.checks)
    ].join("\n");
}

const BEGIN = (file: string) =>
    `<!-- bench:report ${file} (generated by npm run bench:report; do not edit) -->`;
const END = "<!-- bench:report end -->";

/**
 * `text` with the generated section of `file` (between its begin marker and the end marker)
 * replaced by `content`.
 * @throws Error when `text` has no section for `file`.
 */
export function replaceSection(text: string, file: string, content: string): string {
    const begin = text.indexOf(BEGIN(file));
    const end = text.indexOf(END, begin);
    if (begin === -1 || end === -1) throw new Error(`No generated section for ${file}`);
    // Prettier leaves the section as written, so the file stays equal to what this function makes.
    const body = `<!-- prettier-ignore-start -->\n\n${content}\n\n<!-- prettier-ignore-end -->`;
    return `${text.slice(0, begin)}${BEGIN(file)}\n${body}\n${text.slice(end)}`;
}

/** Each README and the results files whose generated sections it holds. */
export const REPORT_TARGETS = [
    { readme: "README.md", files: ["latest.json"] },
    { readme: "bench/README.md", files: ["latest.json", "latest-production.json"] }
];

const ROOT = new URL("../../", import.meta.url);

/**
 * The text `readme` (a path from the repository's root) should have: its own, with the section of
 * each of `files` (in `bench/results/`) regenerated by {@link renderResults}.
 * @throws Error when a file or a section is missing.
 */
export function regeneratedReadme(readme: string, files: string[]): string {
    return files.reduce(
        (text, file) => {
            const results = JSON.parse(
                readFileSync(new URL(`bench/results/${file}`, ROOT), "utf8")
            ) as BenchResults;
            return replaceSection(text, file, renderResults(results, file));
        },
        readFileSync(new URL(readme, ROOT), "utf8")
    );
}

/** What {@link repeatabilityOf} reads of a results file. */
type RatioRun = {
    date: string;
    jar?: { sha256: string };
    serverCost?: { ratios?: Record<string, { cpuPerPage: { median: number } }> };
};

/**
 * Ours ÷ keycloak.v2 in CPU per page of two runs of the same mode, page by page, when both measured
 * the same jar (issue 48: the ratio must repeat within ±5 %).
 * @returns `undefined` when either run has no jar hash or no ratios, or the jars differ.
 */
export function repeatabilityOf(previous: RatioRun, current: RatioRun): Repeatability | undefined {
    const [before, now] = [previous.serverCost?.ratios, current.serverCost?.ratios];
    const jar = current.jar?.sha256;
    if (!before || !now || !jar || previous.jar?.sha256 !== jar) return undefined;
    const pages = SERVER_PAGES.filter(([page]) => before[page] && now[page]).map(([page, label]) => {
        const [first, second] = [before[page].cpuPerPage.median, now[page].cpuPerPage.median];
        return {
            page: label,
            previous: first,
            now: second,
            changePercent: changePercent(first, second)
        };
    });
    return { jarSha256: jar, previousDate: previous.date, pages };
}
