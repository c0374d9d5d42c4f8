import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import type { TrustedHTML } from "trusted-types/lib";
import { installDefaultPolicy, sanitizerPolicy } from "../../keycloakify-seam/browser/trustedTypes";

/** The one place portal rich text is cleaned (docs/product.md §5.2; docs/decisions.md §9). */

/** Tags that could run script, submit data, load content or restyle (docs/decisions.md §9). */
const FORBIDDEN_TAGS = [
    "img",
    "script",
    "style",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "form",
    "input",
    "button",
    "select",
    "option",
    "textarea",
    "svg",
    "math",
    "base",
    "meta",
    "link",
    "template",
    "video",
    "audio",
    "source",
    "picture",
    "dialog"
];

// Positioning, sizing and background images are left out so rich text cannot cover or hide the
// sign-in form (docs/product.md §5); the sizes kept are bounded (docs/security.md §9).
const TEXT_CSS = new Set([
    "color",
    "background-color",
    "font-weight",
    "font-style",
    "text-decoration",
    "text-decoration-line",
    "text-align",
    "list-style-type"
]);

/** Accepted range per unit (`""`: a bare number); a unit not listed is refused. */
type Bounds = {
    keywords: readonly string[];
    ranges: Partial<Record<string, readonly [number, number]>>;
};

// Non-negative and small, so a box cannot reach past its neighbours; no `%` (of the page's width).
const SPACING = { "": [0, 0], px: [0, 32], em: [0, 2], rem: [0, 2] } as const;
const MARGIN: Bounds = { keywords: ["auto"], ranges: SPACING };
const PADDING: Bounds = { keywords: [], ranges: SPACING };
// Absolute sizes only: `em`, `%`, `larger` and `smaller` multiply when nested.
const FONT_SIZE: Bounds = {
    keywords: ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large"],
    ranges: { px: [8, 40], rem: [0.5, 2.5] }
};
const LINE_HEIGHT: Bounds = {
    keywords: ["normal"],
    ranges: { "": [1, 3], em: [1, 3], "%": [100, 300] }
};

// Sizes, with their bounds; shorthands too, for parsers that keep them.
const SIZE_CSS = new Map<string, Bounds>([
    ...["margin", "margin-top", "margin-bottom", "margin-left", "margin-right"].map(
        name => [name, MARGIN] as const
    ),
    ...["padding", "padding-top", "padding-bottom", "padding-left", "padding-right"].map(
        name => [name, PADDING] as const
    ),
    ["font-size", FONT_SIZE],
    ["line-height", LINE_HEIGHT]
]);

/** Each space-separated part is a keyword or a plain number with a unit in range: no `calc()`,
 * `var()`, `env()`, viewport units or negative values. */
function withinBounds(value: string, { keywords, ranges }: Bounds): boolean {
    return value.split(/\s+/).every(part => {
        if (keywords.includes(part.toLowerCase())) return true;
        const match = /^(\d*\.?\d+)([a-z%]*)$/i.exec(part);
        if (match === null) return false;
        const range = ranges[match[2].toLowerCase()];
        const size = Number(match[1]);
        return range !== undefined && size >= range[0] && size <= range[1];
    });
}

/** Colours may use rgb()/hsl(); any other function (`url()`, `var()`, `env()`, `calc()`,
 * `expression()` …) is refused. */
function isPlainValue(value: string): boolean {
    return Array.from(value.matchAll(/([a-z-]*)\(/gi)).every(([, name]) =>
        /^(rgba?|hsla?)$/i.test(name)
    );
}

/** Whether a declaration kept by the browser's CSS parser may stay (docs/security.md §9). */
function isAllowedDeclaration(property: string, value: string): boolean {
    const bounds = SIZE_CSS.get(property);
    if (bounds !== undefined) return withinBounds(value.trim(), bounds);
    return TEXT_CSS.has(property) && value.trim() !== "" && isPlainValue(value);
}

const CONFIG: Config = {
    // TrustedHTML where the browser has Trusted Types, a string elsewhere.
    RETURN_TRUSTED_TYPE: true,
    ALLOWED_ATTR: ["target", "style", "rel", "href"],
    // DOMPurify keeps data-* and aria-* on top of ALLOWED_ATTR unless told not to.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
    // Only http(s), mailto, tel and relative URLs; `javascript:`, `vbscript:`, `data:` … are removed.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
};

// Kept styles ride in this attribute: a `style` attribute in inserted HTML is an inline style, which
// CSP `style-src 'self'` refuses (docs/security.md §4); the CSSOM route is allowed.
const STYLE_ATTRIBUTE = "data-sanitized-style";

/** Keeps the declarations {@link isAllowedDeclaration} accepts, as the browser parsed them
 * (shorthands come out as longhands), and moves them aside. */
function restrictStyle(element: HTMLElement): void {
    const { style } = element;
    const kept = Array.from(style)
        .map(property => [property, style.getPropertyValue(property)] as const)
        .filter(([property, value]) => isAllowedDeclaration(property, value))
        .map(([property, value]) => `${property}: ${value}`);
    if (kept.length > 0) element.setAttribute(STYLE_ATTRIBUTE, kept.join("; "));
    element.removeAttribute("style");
}

/** Moves the kept styles of sanitised HTML under `root` into the CSSOM; call after each insertion
 * of {@link sanitizeHtmlOrNull} output. */
export function applySanitizedStyles(root: Element): void {
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`))) {
        element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? "";
        element.removeAttribute(STYLE_ATTRIBUTE);
    }
}

/** Links that open another browsing context get no opener or referrer (docs/product.md §2.3.5). */
function protectTarget(element: Element): void {
    const target = element.getAttribute("target");
    if (target === null) return;
    if (target.trim() === "") element.removeAttribute("target");
    else if (target !== "_self") element.setAttribute("rel", "noopener noreferrer");
}

const FRAGMENT_CONFIG: Config = { ...CONFIG, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true };

const purifiers = new Map<Config, Purifier>();

// One configured instance per config: a config passed to each `sanitize` call is re-parsed each time.
function getPurifier(config: Config): Purifier {
    let instance = purifiers.get(config);
    if (instance === undefined) {
        instance = DOMPurify(window);
        if (!instance.isSupported) throw new Error("DOMPurify is not supported in this environment");
        // Signed with the theme's own policy, under Trusted Types (docs/security.md §8).
        instance.setConfig({ ...config, TRUSTED_TYPES_POLICY: sanitizerPolicy() });
        instance.addHook("afterSanitizeAttributes", node => {
            if (!(node instanceof HTMLElement)) return;
            if (node.hasAttribute("style")) restrictStyle(node);
            protectTarget(node);
        });
        purifiers.set(config, instance);
    }
    return instance;
}

/**
 * Cleans untrusted portal HTML for insertion (docs/product.md §5; docs/decisions.md §9): kept
 * styles are text styling within the bounds of docs/security.md §9, any other declaration dropped.
 * @returns sanitised HTML (TrustedHTML under Trusted Types, docs/security.md §8), styles in a data
 *   attribute (apply with {@link applySanitizedStyles}), or `null` when sanitising failed (logged
 *   "Error stripping script tags:", docs/product.md §8): then render it with {@link toPlainText},
 *   never as HTML.
 */
export function sanitizeHtmlOrNull(html: string): string | TrustedHTML | null {
    try {
        // Its set configuration returns TrustedHTML under Trusted Types; DOMPurify's types only
        // see a per-call one.
        return getPurifier(CONFIG).sanitize(html) as string | TrustedHTML;
    } catch (error) {
        console.error("Error stripping script tags:", error);
        return null;
    }
}

/** Warms DOMPurify (instance, allow-lists) on a sample so that work leaves the first rich-text
 * render; `src/main.tsx` calls it while the first render waits (docs/decisions.md §11). */
export function prepareSanitizing(): void {
    sanitizeHtmlOrNull("<p>ready</p>");
}

const BLOCK_ELEMENTS = new Set(["P", "DIV", "LI", "UL", "OL", "H1", "H2", "H3", "H4", "H5", "H6", "TR"]);

/** Text of `node` with `<br>` and block ends turned into line breaks. */
function textWithBreaks(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (node.nodeName === "BR") return "\n";
    const inner = Array.from(node.childNodes, textWithBreaks).join("");
    return BLOCK_ELEMENTS.has(node.nodeName) ? `${inner}\n` : inner;
}

/** Plain-text mode of docs/product.md §5: tags stripped, entities decoded, `<br>` and block ends as
 * `\n` (render with `white-space: pre-line`); trimmed, at most two breaks in a row. If DOMPurify
 * fails, logs "Error stripping script tags:" and falls back to a regex strip. Render as text. */
export function toPlainText(html: string): string {
    let text: string;
    try {
        // Its set configuration returns a fragment; DOMPurify's types only see a per-call one.
        const fragment = getPurifier(FRAGMENT_CONFIG).sanitize(html) as unknown as DocumentFragment;
        text = textWithBreaks(fragment);
    } catch (error) {
        console.error("Error stripping script tags:", error);
        text = html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>?/g, "");
    }
    return text
        .replace(/[ \t]+\n/g, "\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim();
}

/**
 * Creates the Trusted Types `default` policy (docs/security.md §8): an HTML string a library
 * hands to a sink is sanitised by DOMPurify with its own defaults (Keycloakify's `msg()` HTML,
 * already sanitised by `kcSanitize`), a script URL must be on the page's origin or one of the
 * realm's `scripts`. Does nothing in browsers without Trusted Types; never throws.
 * @param allowedScripts the realm's own script URLs (`kcContext.scripts`).
 */
export function installTrustedTypesDefaultPolicy(allowedScripts: readonly string[] = []): void {
    const instance = DOMPurify(window);
    instance.setConfig({ TRUSTED_TYPES_POLICY: sanitizerPolicy() });
    installDefaultPolicy(html => instance.sanitize(html), allowedScripts);
}
