import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import { sanitizerPolicy } from "./trustedTypes";

// Keycloakify 11.16's `lib/kcSanitize/KcSanitizerPolicy.js` elements, less `noscript` and `map`.
const KEYCLOAK_TAGS = [
    "a", "label", "h1", "h2", "h3", "h4", "h5", "h6", "p", "i", "b", "u", "strong", "em", "small",
    "big", "pre", "code", "cite", "samp", "sub", "sup", "strike", "center", "blockquote", "hr",
    "br", "col", "font", "span", "div", "img", "ul", "ol", "li", "dd", "dt", "dl", "tbody",
    "thead", "tfoot", "table", "td", "th", "tr", "colgroup", "fieldset", "legend"
]; // prettier-ignore

// Its attributes, less the presentational ones, `style` and `background` (a URL).
const KEYCLOAK_ATTRIBUTES = [
    "id", "class", "lang", "title", "for", "href", "name", "target", "rel", "src", "alt", "height",
    "width", "colspan", "rowspan", "headers", "scope", "abbr"
]; // prettier-ignore

const CONFIG: Config = {
    ALLOWED_TAGS: KEYCLOAK_TAGS,
    ALLOWED_ATTR: KEYCLOAK_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Keycloak's standard protocols: http(s), mailto and relative URLs.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    RETURN_TRUSTED_TYPE: false
};

/** Keycloak's link rules: `rel="nofollow"` on every link, `target` only `_blank`, and then no opener. */
function keycloakLink(node: Element): void {
    if (node.tagName !== "A") return;
    const target = node.getAttribute("target");
    if (target !== null && target !== "_blank") node.removeAttribute("target");
    const rel = node.hasAttribute("target") ? "nofollow noopener noreferrer" : "nofollow";
    node.setAttribute("rel", rel);
}

let purifier: Purifier | undefined;

function keycloakPurifier(): Purifier {
    if (purifier === undefined) {
        purifier = DOMPurify(window);
        // DOMPurify parses in an inert document; under Trusted Types it needs a policy to do so.
        purifier.setConfig({ ...CONFIG, TRUSTED_TYPES_POLICY: sanitizerPolicy() });
        purifier.addHook("afterSanitizeAttributes", keycloakLink);
    }
    return purifier;
}

/**
 * Keycloakify 11.16's `lib/kcSanitize` on DOMPurify: Keycloak's allow-list (docs/decisions.md §9), no inline styles.
 * @returns the cleaned HTML as a string; the `default` Trusted Types policy signs it at the sink.
 */
export function kcSanitize(html: string): string {
    if (html === "") return "";
    return keycloakPurifier().sanitize(html) as string;
}
