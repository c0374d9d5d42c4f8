/**
 * `npm run fonts`: writes the basic and extended subsets of fontsource's Montserrat latin files
 * into `src/fonts/` (config/fontSubsets.ts, src/fonts.css). Run it after updating
 * `@fontsource/montserrat`; `config/fontSubsets.test.ts` fails while the committed files differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { SUBSETS, WEIGHTS, charactersOf, sourceFile, subsetFile } from "../config/fontSubsets";

for (const weight of WEIGHTS) {
    const source = readFileSync(sourceFile(weight));
    for (const [subset, ranges] of SUBSETS) {
        const file = subsetFile(weight, subset);
        writeFileSync(file, await subsetFont(source, charactersOf(ranges), { targetFormat: "woff2" }));
        console.log(`${file}: ${readFileSync(file).length} B`);
    }
}
