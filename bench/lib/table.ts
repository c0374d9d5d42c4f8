import { RESOURCE_KINDS, type ByteCount, type Sample } from "./metrics";
import type { ServerCost } from "./serverCost";
import { formatSpread, type Spread } from "./spread";

/** A column of the first-view table: its heading and the median sample. */
export type Column = { label: string; sample: Sample };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const bytesCell = (count: ByteCount) => `${kB(count.compressed)} / ${kB(count.raw)} (${count.requests})`;
const ratio = (other: number, ours: number) => (ours > 0 ? `${(other / ours).toFixed(1)}×` : "–");
const points = (difference: number) => `${difference >= 0 ? "+" : ""}${difference}`;

/**
 * Rows of the first-view table: scores (0–100), LCP in s, TBT in ms, CLS, then bytes per kind as
 * "compressed / raw kB (requests)". The first column is ours; each further column gets a ratio
 * column "other ÷ ours" (higher is better for us on costs); for scores it is ours minus the other
 * in points.
 */
export function tableRows([ours, ...others]: Column[]): string[][] {
    const row = (label: string, cell: (s: Sample) => string, compare: (o: Sample) => string) => [
        label,
        cell(ours.sample),
        ...others.map(other => cell(other.sample)),
        ...others.map(other => compare(other.sample))
    ];
    const score = (label: string, key: "performance" | "accessibility" | "bestPractices") =>
        row(
            label,
            s => String(s[key]),
            o => points(ours.sample[key] - o[key])
        );
    return [
        score("Performance", "performance"),
        score("Accessibility", "accessibility"),
        score("Best practices", "bestPractices"),
        row(
            "LCP (s)",
            s => (s.lcpMs / 1000).toFixed(2),
            o => ratio(o.lcpMs, ours.sample.lcpMs)
        ),
        row(
            "TBT (ms)",
            s => s.tbtMs.toFixed(0),
            o => ratio(o.tbtMs, ours.sample.tbtMs)
        ),
        row(
            "CLS",
            s => s.cls.toFixed(3),
            () => ""
        ),
        ...[...RESOURCE_KINDS, "total" as const].map(kind =>
            row(
                `${kind} kB gz / raw (req)`,
                s => bytesCell(s.bytes[kind]),
                o => ratio(o.bytes[kind].compressed, ours.sample.bytes[kind].compressed)
            )
        ),
        row(
            "own script+css+font kB gz",
            s => kB(s.own.total),
            o => ratio(o.own.total, ours.sample.own.total)
        )
    ];
}

/** The heading row of {@link tableRows}: the metric, each column, then each ratio column. */
export function tableHeader([ours, ...others]: Column[]): string[] {
    return [
        "metric (median)",
        ours.label,
        ...others.map(other => other.label),
        ...others.map(other => `${other.label} ÷ ${ours.label}`)
    ];
}

/** Renders a heading and rows as a Markdown table (printed by the bench, pasted into the README). */
export function markdownTable(header: string[], rows: string[][]): string {
    const widths = header.map((_, column) =>
        Math.max(...[header, ...rows].map(row => row[column].length))
    );
    const line = (row: string[]) =>
        `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
    return [line(header), line(widths.map(width => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Prints the first-view table of medians; the first column is ours. */
export function printTable(columns: Column[]): void {
    console.log(`\n${markdownTable(tableHeader(columns), tableRows(columns))}\n`);
}

/** One measured page of one theme in the server-cost table. */
export type ServerRow = {
    page: string;
    theme: string;
    cost: ServerCost & { spread?: Record<"requestsPerSecond" | "cpuMsPerRequest", Spread> };
    reference?: ServerCost;
    /** Round-by-round ratios against the reference, where measured (ours). */
    ratios?: { cpuPerPage: Spread; requestsPerSecond: Spread };
};

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");

/**
 * Renders the server-cost table: per page and theme, requests per second and Keycloak's CPU time
 * per page (ms) as the median of the rounds with their range, latency p50/p95/p99 (ms), the HTML
 * body (kB, as sent: Keycloak does not compress pages), and CPU per page and requests per second
 * against the row's `reference` (keycloak.v2 in the same run): the median of the round-by-round
 * ratios with their range where `ratios` are given, else the ratio of the medians.
 */
export function serverTable(rows: ServerRow[]): string {
    const header = [
        "page",
        "theme",
        "req/s",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "HTML kB",
        "CPU ms/page",
        "CPU ÷ keycloak.v2",
        "req/s ÷ keycloak.v2"
    ];
    const ratioCell = (paired: Spread | undefined, ours: number, reference: number | undefined) =>
        paired
            ? `${formatSpread(paired, 2)}×`
            : reference === undefined
              ? ""
              : `${(ours / reference).toFixed(2)}×`;
    return markdownTable(
        header,
        rows.map(({ page, theme, cost, reference, ratios }) => [
            page,
            theme,
            cost.spread
                ? formatSpread(cost.spread.requestsPerSecond, 0)
                : cost.requestsPerSecond.toFixed(0),
            ms(cost.p50Ms),
            ms(cost.p95Ms),
            ms(cost.p99Ms),
            kB(cost.htmlBytes),
            cost.spread ? formatSpread(cost.spread.cpuMsPerRequest, 2) : ms(cost.cpuMsPerRequest),
            ratioCell(ratios?.cpuPerPage, cost.cpuMsPerRequest, reference?.cpuMsPerRequest),
            ratioCell(ratios?.requestsPerSecond, cost.requestsPerSecond, reference?.requestsPerSecond)
        ])
    );
}
