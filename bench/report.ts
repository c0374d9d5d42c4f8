/**
 * `npm run bench:report [-- --check]` (bench/README.md): writes the generated performance sections
 * of README.md and bench/README.md from the results files the bench wrote, so no figure there is
 * typed by hand. `--check` only compares, and exits 1 when a section is out of date (a unit test
 * makes the same comparison). Exits 2 when a results file or a section marker is missing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { regeneratedReadme, REPORT_TARGETS } from "./lib/report";

function main(): number {
    const check = process.argv.includes("--check");
    let stale = false;
    for (const { readme, files } of REPORT_TARGETS) {
        const path = new URL(`../${readme}`, import.meta.url);
        const text = regeneratedReadme(readme, files);
        if (text === readFileSync(path, "utf8")) continue;
        stale = true;
        if (check) console.error(`${readme}: its performance figures differ from bench/results`);
        else writeFileSync(path, text);
    }
    return check && stale ? 1 : 0;
}

try {
    process.exit(main());
} catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
}
