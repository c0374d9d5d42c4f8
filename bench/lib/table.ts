import { RESOURCE_KINDS, type ByteCount, type Sample } from "./metrics";

type Row = [label: string, ours: string, baseline: string, ratio: string];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const bytesCell = (count: ByteCount) => `${kB(count.compressed)} / ${kB(count.raw)} (${count.requests})`;
const ratio = (baseline: number, ours: number) => (ours > 0 ? `${(baseline / ours).toFixed(1)}×` : "–");

/**
 * Rows of the bench table: scores (0–100), LCP in s, TBT in ms, CLS, then bytes per kind as
 * "compressed / raw kB (requests)". The ratio column is baseline ÷ ours (higher is better for
 * us on costs); for scores it is the difference in points.
 */
export function tableRows(ours: Sample, baseline: Sample): Row[] {
    const score = (label: string, key: "performance" | "accessibility" | "bestPractices"): Row => [
        label,
        String(ours[key]),
        String(baseline[key]),
        `${ours[key] - baseline[key] >= 0 ? "+" : ""}${ours[key] - baseline[key]}`
    ];
    return [
        score("Performance", "performance"),
        score("Accessibility", "accessibility"),
        score("Best practices", "bestPractices"),
        [
            "LCP (s)",
            (ours.lcpMs / 1000).toFixed(2),
            (baseline.lcpMs / 1000).toFixed(2),
            ratio(baseline.lcpMs, ours.lcpMs)
        ],
        [
            "TBT (ms)",
            ours.tbtMs.toFixed(0),
            baseline.tbtMs.toFixed(0),
            ratio(baseline.tbtMs, ours.tbtMs)
        ],
        ["CLS", ours.cls.toFixed(3), baseline.cls.toFixed(3), ""],
        ...[...RESOURCE_KINDS, "total" as const].map((kind): Row => [
            `${kind} kB gz / raw (req)`,
            bytesCell(ours.bytes[kind]),
            bytesCell(baseline.bytes[kind]),
            ratio(baseline.bytes[kind].compressed, ours.bytes[kind].compressed)
        ]),
        [
            "own script+css+font kB gz",
            kB(ours.own.total),
            kB(baseline.own.total),
            ratio(baseline.own.total, ours.own.total)
        ]
    ];
}

/** Renders rows as a Markdown table (printed by the bench, pasted into the README). */
export function markdownTable(rows: Row[]): string {
    const header: Row = ["metric (median)", "ours", "baseline (stock Keycloakify)", "baseline ÷ ours"];
    const widths = header.map((_, column) =>
        Math.max(...[header, ...rows].map(row => row[column].length))
    );
    const line = (row: string[]) =>
        `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
    return [line(header), line(widths.map(width => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Prints the table of medians. */
export function printTable(ours: Sample, baseline: Sample): void {
    console.log(`\n${markdownTable(tableRows(ours, baseline))}\n`);
}
