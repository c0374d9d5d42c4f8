import { useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/utils";
import { applySanitizedStyles, sanitizeHtmlOrNull, toPlainText } from "@/lib/sanitize";

/** Props of {@link SafeHtml}. */
export type SafeHtmlProps = {
    /** Untrusted rich text (portal content, Keycloak's `message.summary`). */
    html: string;
    /** `span` inside inline content. */
    as?: "div" | "span";
    className?: string;
    id?: string;
    /** `"auto"` for portal text, keeping its own direction (WCAG 1.3.2). */
    dir?: "auto" | "ltr" | "rtl";
};

// Nothing the text draws or makes clickable leaves its box (docs/security.md §9): the sanitiser
// keeps no positioning, so clipping the box's overflow clips all of it; the 4px margin keeps the
// focus outline of a link at the edge. Inline boxes cannot clip, so a `span` (a Keycloak field
// error) relies on the sanitiser's bounds alone.
const CONTAINED = "overflow-clip [overflow-clip-margin:4px]";

/**
 * Renders untrusted rich text only through `@/lib/sanitize` (docs/product.md §5; docs/decisions.md
 * §9), once per value; plain text if sanitising fails. As a `div` it clips its overflow, so the
 * text stays inside its own box and cannot catch clicks meant for the theme's controls
 * (docs/security.md §9). Kept styles go through the CSSOM, which a CSP without 'unsafe-inline'
 * allows (docs/security.md §4).
 */
export function SafeHtml({ html, as: Element = "div", className, id, dir }: SafeHtmlProps) {
    const clean = useMemo(() => sanitizeHtmlOrNull(html), [html]);
    const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const boxClass = cn(Element === "div" && CONTAINED, className);
    useLayoutEffect(() => {
        if (ref.current !== null) applySanitizedStyles(ref.current);
    }, [clean]);
    if (clean === null) {
        return (
            <Element id={id} dir={dir} className={cn("whitespace-pre-line", boxClass)}>
                {toPlainText(html)}
            </Element>
        );
    }
    return (
        <Element
            ref={ref}
            id={id}
            dir={dir}
            className={boxClass}
            dangerouslySetInnerHTML={{ __html: clean }}
        />
    );
}
