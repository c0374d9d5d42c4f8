/** The part of jsdom (a dev dependency, for Vitest) the first view's generator uses; jsdom ships no types. */
declare module "jsdom" {
    /** A document and its window, outside a browser. */
    export class JSDOM {
        constructor(html: string);
        readonly window: Window & typeof globalThis & { close(): void };
    }
}
