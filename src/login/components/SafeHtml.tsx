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

/**
 * Renders untrusted rich text only through `@/lib/sanitize` (docs/product.md §5; docs/decisions.md
 * §9), once per value; plain text if sanitising fails. Kept styles go through the CSSOM, which a
 * CSP without 'unsafe-inline' allows (docs/security.md §4).
 */
export function SafeHtml({ html, as: Element = "div", className, id, dir }: SafeHtmlProps) {
    const clean = useMemo(() => sanitizeHtmlOrNull(html), [html]);
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
