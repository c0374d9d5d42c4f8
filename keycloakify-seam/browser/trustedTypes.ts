import type {
    TrustedHTML,
    TrustedTypePolicy,
    TrustedTypePolicyFactory,
    TrustedTypePolicyOptions
} from "trusted-types/lib";

/**
 * The Trusted Types policies the theme creates, for `trusted-types <names> 'allow-duplicates'`
 * (docs/security.md §8). Without Trusted Types every function here returns the plain string.
 */
export const TRUSTED_TYPES_POLICY_NAMES = [
    "utility-portal-sanitizer",
    "utility-portal-text",
    "default"
] as const;

function factory(): TrustedTypePolicyFactory | undefined {
    return (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

const policies = new Map<string, TrustedTypePolicy | null>();

// `null` without Trusted Types or when the page refuses the name.
function policy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy | null {
    if (!policies.has(name)) {
        let created: TrustedTypePolicy | null = null;
        try {
            created = factory()?.createPolicy(name, options) ?? null;
        } catch (error) {
            console.error(`Trusted Types policy ${name} could not be created`, error);
        }
        policies.set(name, created);
    }
    return policies.get(name) ?? null;
}

/**
 * DOMPurify's `TRUSTED_TYPES_POLICY`: passes strings through; only DOMPurify calls it, on HTML it
 * sanitised or parses in an inert document.
 * @returns the policy, or `undefined` in browsers without Trusted Types.
 */
export function sanitizerPolicy(): TrustedTypePolicy | undefined {
    return (
        policy("utility-portal-sanitizer", {
            createHTML: html => html,
            createScriptURL: url => url
        }) ?? undefined
    );
}

/**
 * HTML for a `<textarea>`'s `innerHTML`, parsed as text (RCDATA): no markup becomes an element.
 * @returns TrustedHTML, or `text` itself in browsers without Trusted Types.
 */
export function textareaHtml(text: string): TrustedHTML | string {
    return policy("utility-portal-text", { createHTML: html => html })?.createHTML(text) ?? text;
}

/**
 * Creates the `default` policy, once, for strings libraries hand to sinks (Keycloakify's `msg()`
 * HTML, PDF.js's worker URL): HTML goes through `sanitize`; a script URL must be same-origin or
 * one of the realm's `scripts`, else it throws.
 * @param sanitize DOMPurify's sanitising of an HTML string, to a string.
 * @param allowedScripts the realm's own script URLs (`kcContext.scripts`).
 */
export function installDefaultPolicy(
    sanitize: (html: string) => string,
    allowedScripts: readonly string[] = []
): void {
    policy("default", {
        createHTML: sanitize,
        createScriptURL: url => {
            const absolute = new URL(url, window.location.href);
            if (absolute.origin === window.location.origin || allowedScripts.includes(url))
                return absolute.href;
            throw new TypeError(`Script URL refused: ${absolute.href}`);
        }
    });
}
