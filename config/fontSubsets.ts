/** Code points as [first, last] ranges, ends included. */
export type CodePointRanges = readonly (readonly [number, number])[];

/** English pages' characters (docs/decisions.md §12); control characters too, so a line break fetches nothing. */
export const BASIC: CodePointRanges = [
    [0x0, 0x7e],
    [0xa0, 0xa0],
    [0xa9, 0xa9],
    [0xab, 0xab],
    [0xbb, 0xbb],
    [0x2013, 0x2014],
    [0x2018, 0x2019],
    [0x201c, 0x201d],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x20ac, 0x20ac]
];

/** fontsource's latin subset (its `unicode-range`), the characters Montserrat's latin files hold. */
export const FONTSOURCE_LATIN: CodePointRanges = [
    [0x0, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2bb, 0x2bc],
    [0x2c6, 0x2c6],
    [0x2da, 0x2da],
    [0x2dc, 0x2dc],
    [0x304, 0x304],
    [0x308, 0x308],
    [0x329, 0x329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd]
];

const covers = (ranges: CodePointRanges, codePoint: number) =>
    ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** {@link FONTSOURCE_LATIN} without {@link BASIC}. */
export const EXTENDED: CodePointRanges = FONTSOURCE_LATIN.flatMap(([first, last]) => {
    const kept: [number, number][] = [];
    for (let codePoint = first; codePoint <= last; codePoint++) {
        if (covers(BASIC, codePoint)) continue;
        const previous = kept.at(-1);
        if (previous !== undefined && previous[1] === codePoint - 1) previous[1] = codePoint;
        else kept.push([codePoint, codePoint]);
    }
    return kept;
});

/** As one string. */
export function charactersOf(ranges: CodePointRanges): string {
    return ranges
        .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
        .map(codePoint => String.fromCodePoint(codePoint))
        .join("");
}

/** `ranges` as a CSS `unicode-range` value, e.g. `U+0020-007E, U+00A0`. */
export function unicodeRange(ranges: CodePointRanges): string {
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");
    return ranges
        .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
        .join(", ");
}

/** Each subset's file-name part with its ranges. */
export const SUBSETS = [
    ["basic", BASIC],
    ["extended", EXTENDED]
] as const;

/** The weights the theme ships (src/fonts.css): the 400 file answers 100–500, the 600 file 600–900. */
export const WEIGHTS = [400, 600] as const;

/** Where a subset of fontsource's latin file for `weight` is written, from the repository's root. */
export const subsetFile = (weight: number, subset: "basic" | "extended") =>
    `src/fonts/montserrat-latin-${subset}-${weight}.woff2`;

/** fontsource's latin file for `weight`. */
export const sourceFile = (weight: number) =>
    `node_modules/@fontsource/montserrat/files/montserrat-latin-${weight}-normal.woff2`;
