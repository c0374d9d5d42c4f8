import { useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "@/lib/utils";
import { applySanitizedStyles, sanitizeHtmlOrNull, toPlainText } from "@/lib/sanitize";

/** Props of {@link SafeHtml}. */
export type SafeHtmlProps = {
    /** Untrusted rich text (portal content, Keycloak's `message.summary`). */
    html: string;
    /** Element to render; `div` by default (use `span` inside inline content). */
    as?: "div" | "span";
    className?: string;
    id?: string;
    /**
     * Text direction; `"auto"` for portal text, which keeps its own direction (English in an
     * Arabic page) instead of the page's (WCAG 1.3.2).
     */
    dir?: "auto" | "ltr" | "rtl";
};

/**
 * Renders untrusted rich text through `@/lib/sanitize` only (docs/product.md §5, docs/decisions.md
 * §9). If sanitising fails, the text is shown as plain text (tags stripped, line breaks kept)
 * instead of unsanitised HTML. The text is sanitised once per value, not on every render of the page.
 * Kept inline styles are applied through the CSSOM after insertion (`applySanitizedStyles`), so a
 * Content-Security-Policy without 'unsafe-inline' for styles keeps them (docs/security.md §4).
 */
export function SafeHtml({ html, as: Element = "div", className, id, dir }: SafeHtmlProps) {
    const clean = useMemo(() => sanitizeHtmlOrNull(html), [html]);
    // One ref type for both elements `as` allows.
    const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
    useLayoutEffect(() => {
        if (ref.current !== null) applySanitizedStyles(ref.current);
    }, [clean]);
    if (clean === null) {
        return (
            <Element id={id} dir={dir} className={cn("whitespace-pre-line", className)}>
                {toPlainText(html)}
            </Element>
        );
    }
    return (
        <Element
            ref={ref}
            id={id}
            dir={dir}
            className={className}
            dangerouslySetInnerHTML={{ __html: clean }}
        />
    );
}
