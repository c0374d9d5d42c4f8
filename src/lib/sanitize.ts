import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import type { TrustedHTML } from "trusted-types/lib";
import { installDefaultPolicy, sanitizerPolicy } from "./trustedTypes";

/**
 * The one place rich text from the portal is cleaned (docs/product.md §5.2; docs/decisions.md §9,
 * rule"). All rich text of the product goes through this module before it reaches the DOM.
 */

/**
 * Elements that could run script, submit data, load content or restyle the page (docs/decisions.md
 * §9).
 */
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

/**
 * CSS properties kept in `style` attributes. docs/product.md §5 keeps `style`; positioning, sizing
 * and background images are removed so rich text cannot cover or hide the sign-in form.
 */
const ALLOWED_CSS = new Set([
    "color",
    "background-color",
    "font-weight",
    "font-style",
    "font-size",
    "text-decoration",
    "text-decoration-line",
    "text-align",
    "line-height",
    "list-style-type",
    "margin",
    "margin-top",
    "margin-bottom",
    "margin-left",
    "margin-right",
    "padding",
    "padding-top",
    "padding-bottom",
    "padding-left",
    "padding-right"
]);

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

/**
 * The attribute that carries an element's kept style declarations in sanitised HTML, in place of
 * `style`: a `style` attribute in HTML inserted into the page is an inline style, which a
 * Content-Security-Policy with `style-src 'self'` refuses (docs/security.md §4).
 * {@link applySanitizedStyles} sets the declarations through the CSSOM, which the policy allows.
 */
const STYLE_ATTRIBUTE = "data-sanitized-style";

/**
 * Drops style declarations outside {@link ALLOWED_CSS} and any `url(`/`expression(` value, and
 * moves the rest to {@link STYLE_ATTRIBUTE}.
 */
function restrictStyle(element: HTMLElement): void {
    const { style } = element;
    for (const property of Array.from(style)) {
        const value = style.getPropertyValue(property);
        if (!ALLOWED_CSS.has(property) || /url\(|expression\(/i.test(value))
            style.removeProperty(property);
    }
    if (style.length > 0) element.setAttribute(STYLE_ATTRIBUTE, style.cssText);
    element.removeAttribute("style");
}

/**
 * Gives the elements of sanitised HTML under `root` their kept style declarations, through the
 * CSSOM (`style.cssText`), and removes the attribute that carried them. Call it each time
 * {@link sanitizeHtmlOrNull}'s output has been inserted under `root`.
 * @param root the element whose content is sanitised HTML.
 */
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

/** The same rules, returning a DOM fragment (for {@link toPlainText}). */
const FRAGMENT_CONFIG: Config = { ...CONFIG, RETURN_TRUSTED_TYPE: false, RETURN_DOM_FRAGMENT: true };

const purifiers = new Map<Config, Purifier>();

/**
 * The module's DOMPurify instance for `config`, created once with its hook and that configuration
 * set: a configuration passed to each `sanitize` call would be parsed again on every call.
 */
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
 * Cleans portal rich text for insertion as HTML (docs/product.md §5; docs/decisions.md §9).
 * @param html untrusted HTML.
 * @returns sanitised HTML (TrustedHTML where the browser has Trusted Types, docs/security.md §8),
 *   its kept style declarations in a data attribute rather than `style`
 *   (apply them with {@link applySanitizedStyles} once inserted), or `null` when sanitising failed (error logged with "Error stripping script
 *   tags:", docs/product.md §8). On `null` callers must render the text as plain text
 * (`toPlainText`), never
 *   as HTML.
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

/**
 * Sets up the sanitiser and runs it once on a tiny sample: DOMPurify builds its instance and its
 * allow-lists on first use, work that otherwise lands in the render that first shows rich text (on
 * a phone, the footer's). `src/main.tsx` calls it in a task of its own while the first render
 * waits (docs/decisions.md §11). Never throws; a failure is logged as in
 * {@link sanitizeHtmlOrNull}.
 */
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

/**
 * Plain-text mode of docs/product.md §5: tags stripped (script and style content dropped), entities
 * decoded, `<br>` and block ends kept as `\n` (render with `white-space: pre-line`).
 * @param html untrusted HTML.
 * @returns plain text, trimmed, at most two consecutive line breaks. If the DOM sanitiser fails the
 *   error is logged ("Error stripping script tags:") and a regex tag strip is returned instead.
 *   The result is text: render it as a text node, never as HTML.
 */
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
