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

// No positioning survives sanitizing, so this clips all overflow (docs/security.md §9); 4px keeps focus outlines.
const CONTAINED = "overflow-clip [overflow-clip-margin:4px]";

/** Untrusted rich text through `@/lib/sanitize` (docs/decisions.md §9); plain text if sanitizing fails. */
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
