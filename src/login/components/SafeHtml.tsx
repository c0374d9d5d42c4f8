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

// The sanitiser keeps no positioning, so clipping the overflow clips all of it; the 4px margin
// keeps a link's focus outline. A `span` cannot clip and relies on the sanitiser alone.
const CONTAINED = "overflow-clip [overflow-clip-margin:4px]";

/**
 * Renders untrusted rich text only through `@/lib/sanitize` (docs/decisions.md §9), once per value;
 * plain text if sanitising fails. A `div` clips its overflow, so the text cannot catch clicks meant
 * for the theme's controls (docs/security.md §9); kept styles go through the CSSOM (§4).
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
