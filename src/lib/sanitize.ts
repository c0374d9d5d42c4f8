import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import type { TrustedHTML } from "trusted-types/lib";
import { installDefaultPolicy, sanitizerPolicy } from "../../keycloakify-seam/browser/trustedTypes";

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

type Bounds = {
    keywords: readonly string[];
    /** Accepted range per unit, `""` for a bare number; a unit not listed is refused. */
    rangesByUnit: Partial<Record<string, readonly [number, number]>>;
};

const SPACING = { "": [0, 0], px: [0, 32], em: [0, 2], rem: [0, 2] } as const;
const MARGIN: Bounds = { keywords: ["auto"], rangesByUnit: SPACING };
const PADDING: Bounds = { keywords: [], rangesByUnit: SPACING };
const FONT_SIZE: Bounds = {
    keywords: ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large"],
    rangesByUnit: { px: [8, 40], rem: [0.5, 2.5] }
};
const LINE_HEIGHT: Bounds = {
    keywords: ["normal"],
    rangesByUnit: { "": [1, 3], em: [1, 3], "%": [100, 300] }
};

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

function withinBounds(value: string, { keywords, rangesByUnit }: Bounds): boolean {
    return value.split(/\s+/).every(part => {
        if (keywords.includes(part.toLowerCase())) return true;
        const match = /^(\d*\.?\d+)([a-z%]*)$/i.exec(part);
        if (match === null) return false;
        const range = rangesByUnit[match[2].toLowerCase()];
        const size = Number(match[1]);
        return range !== undefined && size >= range[0] && size <= range[1];
    });
}

function isPlainValue(value: string): boolean {
    return Array.from(value.matchAll(/([a-z-]*)\(/gi)).every(([, name]) =>
        /^(rgba?|hsla?)$/i.test(name)
    );
}

function isAllowedDeclaration(property: string, value: string): boolean {
    const bounds = SIZE_CSS.get(property);
    if (bounds !== undefined) return withinBounds(value.trim(), bounds);
    return TEXT_CSS.has(property) && value.trim() !== "" && isPlainValue(value);
}

const HTTP_MAILTO_TEL_OR_RELATIVE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
    RETURN_TRUSTED_TYPE: true,
    ALLOWED_ATTR: ["target", "style", "rel", "href"],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: FORBIDDEN_TAGS,
    ALLOWED_URI_REGEXP: HTTP_MAILTO_TEL_OR_RELATIVE_URL
};

// CSP `style-src 'self'` refuses inserted `style` attributes but allows the CSSOM (docs/security.md §4).
const STYLE_ATTRIBUTE = "data-sanitized-style";

function restrictStyle(element: HTMLElement): void {
    const { style } = element;
    const kept = Array.from(style)
        .map(property => [property, style.getPropertyValue(property)] as const)
        .filter(([property, value]) => isAllowedDeclaration(property, value))
        .map(([property, value]) => `${property}: ${value}`);
    if (kept.length > 0) element.setAttribute(STYLE_ATTRIBUTE, kept.join("; "));
    element.removeAttribute("style");
}

/** Moves kept styles under `root` into the CSSOM; call after inserting {@link sanitizeHtmlOrNull}'s. */
export function applySanitizedStyles(root: Element): void {
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`))) {
        element.style.cssText = element.getAttribute(STYLE_ATTRIBUTE) ?? "";
        element.removeAttribute(STYLE_ATTRIBUTE);
    }
}

function protectTarget(element: Element): void {
    const target = element.getAttribute("target");
    if (target === null) return;
    if (target.trim() === "") element.removeAttribute("target");
    else if (target !== "_self") element.setAttribute("rel", "noopener noreferrer");
}

const FRAGMENT_CONFIG: Config = { ...CONFIG, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true };

const purifiers = new Map<Config, Purifier>();

// A config passed to each `sanitize` call would be re-parsed each time.
function getPurifier(config: Config): Purifier {
    let instance = purifiers.get(config);
    if (instance === undefined) {
        instance = DOMPurify(window);
        if (!instance.isSupported) throw new Error("DOMPurify is not supported in this environment");
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

/** Cleans untrusted portal HTML (docs/decisions.md §9); `null` (logged) when sanitizing failed: render
 * {@link toPlainText} then. Styles wait for {@link applySanitizedStyles}. */
export function sanitizeHtmlOrNull(html: string): string | TrustedHTML | null {
    try {
        // DOMPurify's types only see a per-call configuration.
        return getPurifier(CONFIG).sanitize(html) as string | TrustedHTML;
    } catch (error) {
        console.error("Error stripping script tags:", error);
        return null;
    }
}

/** Warms DOMPurify on a sample while the first render waits (docs/decisions.md §11). */
export function prepareSanitizing(): void {
    sanitizeHtmlOrNull("<p>ready</p>");
}

const BLOCK_ELEMENTS = new Set(["P", "DIV", "LI", "UL", "OL", "H1", "H2", "H3", "H4", "H5", "H6", "TR"]);

function textWithBreaks(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (node.nodeName === "BR") return "\n";
    const inner = Array.from(node.childNodes, textWithBreaks).join("");
    return BLOCK_ELEMENTS.has(node.nodeName) ? `${inner}\n` : inner;
}

/** Plain text of docs/product.md §5, breaks as `\n`; strips tags by regex (logged) if DOMPurify fails. */
export function toPlainText(html: string): string {
    let text: string;
    try {
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

/** Creates the `default` Trusted Types policy (docs/security.md §8); never throws. */
export function installTrustedTypesDefaultPolicy(allowedScripts: readonly string[] = []): void {
    const instance = DOMPurify(window);
    instance.setConfig({ TRUSTED_TYPES_POLICY: sanitizerPolicy() });
    installDefaultPolicy(html => instance.sanitize(html), allowedScripts);
}
