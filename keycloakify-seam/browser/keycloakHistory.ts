/*
 * Keycloak 26's inline history script (`BrowserHistoryHelper`) lands in the head's `<!--</head>-->`
 * comment (`build/kcContextSerializer/fastKcContext.ts`); the boot script does its work
 * (docs/security.md §3).
 */

const REPLACE_STATE = /history\.replaceState\(\{\}, "some title", "([^"\\]*)"\);/;

/** The same-`origin` address in Keycloak's history script in `commentText`, else `undefined`. */
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

/** Replaces the address with the one Keycloak's history script names, if the head's comment has one. */
export function applyKeycloakHistory(): void {
    const comment = Array.from(document.head.childNodes).find(
        node => node.nodeType === Node.COMMENT_NODE
    );
    const url = keycloakHistoryUrl(comment?.textContent ?? "", window.location.origin);
    if (url !== undefined) window.history.replaceState({}, "", url);
}
