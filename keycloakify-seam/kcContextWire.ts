// The data block that replaces Keycloakify 11.16's inline kcContext script (docs/security.md §2).

/** The `id` of the page's data block. */
export const KC_CONTEXT_ELEMENT_ID = "kc-context";

/** Data the browser never runs: CSP needs no 'unsafe-inline'. */
export const DATA_BLOCK_TYPE = "application/json";

/** The realm's dark-mode switch (`true`, `false`, empty) for `src/boot/headScript.js`, unparsed. */
export const DARK_MODE_ATTRIBUTE = "data-dark-mode";

/** What Keycloakify's script added beside the data model. */
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

/** The element around `body` ({@link dataBlockBody}); `darkMode` may be FreeMarker. */
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

/** The block's text up to the first `</script` (any case), as the HTML parser cuts it; throws an
 * Error when the page has no such block or it is not closed. */
export function dataBlockText(html: string, id = KC_CONTEXT_ELEMENT_ID): string {
    const start = dataBlockStart(id).exec(html);
    if (start === null) throw new Error(`no data block #${id} in the output`);
    const rest = html.slice(start.index + start[0].length);
    const end = rest.search(/<\/script/i);
    if (end === -1) throw new Error(`data block #${id} is not closed`);
    return rest.slice(0, end);
}

const TRAILING_COMMA = /("(?:[^"\\]|\\.)*")|,(\s*[\]}])/g;

/** The block's JSON less the server's trailing commas, unchecked; throws SyntaxError if not JSON. */
export function parseDataBlock(text: string): unknown {
    return JSON.parse(
        text.replace(TRAILING_COMMA, (_, literal?: string, close?: string) => literal ?? close ?? "")
    );
}
