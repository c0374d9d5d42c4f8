import { useEffect } from "react";

/*
 * Stands in for `react-style-singleton` (2.2), through which `react-remove-scroll` (the scroll lock
 * of Radix's Dialog and DropdownMenu) adds its CSS: the package writes a `<style>` element, an
 * inline style that `style-src 'self'` refuses, so the lock's rules (no page scroll, the scrollbar's
 * width kept) were lost under a strict Content-Security-Policy (docs/security.md §4). This version
 * adds the same CSS as a constructed style sheet (`document.adoptedStyleSheets`), which is CSSOM and
 * allowed. Browsers without constructed style sheets (Safari before 16.4) get the `<style>` element
 * as before. `config/viteBase.ts` aliases the package here; the exports keep its names and shapes.
 */

/** One style sheet shared by every user of one singleton. */
type Sheet = { add: (css: string) => void; remove: () => void };

function supportsConstructedSheets(): boolean {
    return (
        typeof document !== "undefined" &&
        "adoptedStyleSheets" in document &&
        typeof CSSStyleSheet !== "undefined" &&
        "replaceSync" in CSSStyleSheet.prototype
    );
}

/** Adds `css` to the document and returns what takes it away again. */
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

/**
 * A style sheet that is in the document while at least one user holds it: the first `add(css)`
 * inserts `css`, later ones only count; the last `remove()` takes it out (react-style-singleton's
 * `stylesheetSingleton`).
 */
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

/**
 * A hook that holds one {@link stylesheetSingleton} while the calling component is mounted
 * (react-style-singleton's `styleHookSingleton`); with `isDynamic` a change of `styles` replaces it.
 */
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

/**
 * A component that holds one {@link stylesheetSingleton} with `styles` while it is mounted and
 * renders nothing (react-style-singleton's `styleSingleton`).
 */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
    const useStyle = styleHookSingleton();
    return function Sheet({ styles, dynamic }) {
        useStyle(styles, dynamic);
        return null;
    };
}
