import { useEffect } from "react";

/*
 * `react-style-singleton` (aliased by keycloakifyOverrides.ts) with a constructed sheet, not the inline
 * `<style>` CSP refuses (docs/security.md §4); `<style>` only before Safari 16.4.
 */

type Sheet = { add: (css: string) => void; remove: () => void };

function supportsConstructedSheets(): boolean {
    return (
        typeof document !== "undefined" &&
        "adoptedStyleSheets" in document &&
        typeof CSSStyleSheet !== "undefined" &&
        "replaceSync" in CSSStyleSheet.prototype
    );
}

function insertCss(css: string): () => void {
    if (supportsConstructedSheets()) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return () => {
            document.adoptedStyleSheets = document.adoptedStyleSheets.filter(item => item !== sheet);
        };
    }
    const element = document.createElement("style");
    element.append(css);
    document.head.append(element);
    return () => element.remove();
}

/** A sheet in the document while at least one user holds it: first `add` inserts, last `remove` removes. */
export function stylesheetSingleton(): Sheet {
    let users = 0;
    let removeCss: (() => void) | undefined;
    return {
        add(css) {
            if (users === 0) removeCss = insertCss(css);
            users++;
        },
        remove() {
            users--;
            if (users === 0) {
                removeCss?.();
                removeCss = undefined;
            }
        }
    };
}

/** Hook holding one {@link stylesheetSingleton} while mounted; with `isDynamic`, new `styles` replace it. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
    const sheet = stylesheetSingleton();
    return (styles, isDynamic) => {
        useEffect(
            () => {
                sheet.add(styles);
                return () => sheet.remove();
            },
            // The package's own dependency: styles count only when dynamic.
            // eslint-disable-next-line react-hooks/exhaustive-deps
            [styles && isDynamic]
        );
    };
}

/** Component holding one {@link stylesheetSingleton} with `styles` while mounted; renders nothing. */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
    const useStyle = styleHookSingleton();
    return function Sheet({ styles, dynamic }) {
        useStyle(styles, dynamic);
        return null;
    };
}
