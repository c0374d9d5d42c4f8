/*
 * Keycloak answers a form post with the next page and, to keep a reload from posting the form again,
 * puts an inline script into it, before the first `</head>` of the page (Keycloak 26's
 * `BrowserHistoryHelper.JavascriptHistoryReplace`): `history.replaceState({}, "some title",
 * "<the step's address>")`. `script-src 'self'` blocks that script. The generated pages therefore
 * start their head with the comment `<!--</head>-->` (`config/kcContextSerialiser/fastKcContext.ts`), so Keycloak's
 * script lands inside the comment, where it is inert text that no policy reports, and the boot
 * script does what it would have done (docs/security.md §3).
 */

/** Keycloak's script, as it writes it; the address is group 1. */
const REPLACE_STATE = /history\.replaceState\(\{\}, "some title", "([^"\\]*)"\);/;

/**
 * The address Keycloak's history script would have put into the address bar.
 * @param commentText the text of the page's first comment in `<head>`.
 * @param origin the page's origin; an address on another origin is refused.
 * @returns the absolute address, or `undefined` when the comment holds no such script or the
 *   address is not on `origin`.
 */
export function keycloakHistoryUrl(commentText: string, origin: string): string | undefined {
    const address = REPLACE_STATE.exec(commentText)?.[1];
    if (address === undefined) return undefined;
    try {
        const url = new URL(address, origin);
        return url.origin === origin ? url.href : undefined;
    } catch {
        return undefined;
    }
}

/**
 * Replaces the page's address with the one Keycloak's history script names, when Keycloak put one
 * into the head's comment (the page answers a form post); does nothing otherwise.
 */
export function applyKeycloakHistory(): void {
    const comment = Array.from(document.head.childNodes).find(
        node => node.nodeType === Node.COMMENT_NODE
    );
    const url = keycloakHistoryUrl(comment?.textContent ?? "", window.location.origin);
    if (url !== undefined) window.history.replaceState({}, "", url);
}
