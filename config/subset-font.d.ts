/** The subsetter `npm run fonts` uses (https://github.com/papandreou/subset-font); it ships no types. */
declare module "subset-font" {
    /** A copy of `font` holding only the glyphs of `text`, in `targetFormat`. */
    export default function subsetFont(
        font: Buffer,
        text: string,
        options?: { targetFormat?: "sfnt" | "woff" | "woff2" }
    ): Promise<Buffer>;
}
