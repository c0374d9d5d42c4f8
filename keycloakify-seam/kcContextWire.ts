/*
 * The kcContext wire format, in place of Keycloakify 11.16's inline `window.kcContext` script
 * (docs/security.md §2): one data block, written by the build (`build/kcContextSerialiser/`),
 * read by the browser (`browser/kcContextFromPage.ts`), the dev capture and the tests. No DOM here.
 */

/** The `id` of the page's data block. */
export const KC_CONTEXT_ELEMENT_ID = "kc-context";

/** The data block's `type`: data the browser never runs, so CSP needs no 'unsafe-inline'. */
export const DATA_BLOCK_TYPE = "application/json";

/**
 * The block's attribute with the realm's dark-mode switch (`true`, `false` or empty), read by
 * `public/first-paint.js` before the first paint without parsing the block.
 */
export const DARK_MODE_ATTRIBUTE = "data-dark-mode";

/** What Keycloakify's script added beside the data model: theme names, resources, messages. */
export type KeycloakifyData = {
    keycloakifyVersion: string;
    themeVersion: string;
    themeType: string;
    themeName: string;
    pageId: string;
    ftlTemplateFileName: string;
    resourcesPath: string;
    messages: Record<string, string>;
};

/**
 * The block's element around its body.
 * @param body the block's text ({@link dataBlockBody}); FreeMarker or JSON.
 * @param darkMode the {@link DARK_MODE_ATTRIBUTE} value (FreeMarker or literal); none when absent.
 */
export function dataBlockElement(
    body: string,
    { id = KC_CONTEXT_ELEMENT_ID, darkMode }: { id?: string; darkMode?: string } = {}
): string {
    const dark = darkMode === undefined ? "" : ` ${DARK_MODE_ATTRIBUTE}="${darkMode}"`;
    return `<script type="${DATA_BLOCK_TYPE}" id="${id}"${dark}>${body}</script>`;
}

/** The block's text, `{"kcContext": …, "keycloakify": …}`, from the two values' JSON (or FreeMarker). */
export function dataBlockBody(kcContext: string, keycloakify: string): string {
    return `{"kcContext": ${kcContext}, "keycloakify": ${keycloakify}}`;
}

/** Matches the opening tag of the block with `id` in a page's HTML. */
export function dataBlockStart(id = KC_CONTEXT_ELEMENT_ID): RegExp {
    return new RegExp(`<script type="${DATA_BLOCK_TYPE.replace("/", "\\/")}" id="${id}"[^>]*>`);
}

/**
 * The text of the block with `id`, as the browser's HTML parser sees it: everything up to the
 * first `</script` (any case), so a value that could end the block early shows as broken JSON.
 * @throws Error when the page has no such block or it is not closed.
 */
export function dataBlockText(html: string, id = KC_CONTEXT_ELEMENT_ID): string {
    const start = dataBlockStart(id).exec(html);
    if (start === null) throw new Error(`no data block #${id} in the output`);
    const rest = html.slice(start.index + start[0].length);
    const end = rest.search(/<\/script/i);
    if (end === -1) throw new Error(`data block #${id} is not closed`);
    return rest.slice(0, end);
}

/** A string literal (kept) or a comma closing nothing but a list or object. */
const TRAILING_COMMA = /("(?:[^"\\]|\\.)*")|,(\s*[\]}])/g;

/**
 * Reads the block's text: JSON with trailing commas (the server writes one after every entry;
 * dropping them here is cheaper than in FreeMarker).
 * @returns the block's `{ kcContext, keycloakify }` object, unchecked.
 * @throws SyntaxError when the text is not such JSON.
 */
export function parseDataBlock(text: string): unknown {
    return JSON.parse(
        text.replace(TRAILING_COMMA, (_, literal?: string, close?: string) => literal ?? close ?? "")
    );
}
