import type {
    TrustedHTML,
    TrustedTypePolicy,
    TrustedTypePolicyFactory,
    TrustedTypePolicyOptions
} from "trusted-types/lib";

/*
 * Trusted Types (docs/security.md §8): under `require-trusted-types-for 'script'` the browser
 * refuses a string in an HTML or script-URL sink (`innerHTML`, `new Worker(url)`, `script.src`)
 * unless a policy made it. The theme's policies, by name, for the `trusted-types` directive:
 * - `utility-portal-sanitizer`: DOMPurify signs its own output with it (`@/lib/sanitize`);
 * - `utility-portal-text`: HTML for a `<textarea>`, whose content is text only;
 * - `default`: what reaches a sink as a plain string from a library (Keycloakify's `msg()` HTML,
 *   PDF.js's worker URL), sanitised or checked here.
 * In browsers without Trusted Types every function here returns the plain string.
 */

/** The policy names the theme creates, for `trusted-types <names> 'allow-duplicates'`. */
export const TRUSTED_TYPES_POLICY_NAMES = [
    "utility-portal-sanitizer",
    "utility-portal-text",
    "default"
] as const;

function factory(): TrustedTypePolicyFactory | undefined {
    return (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

const policies = new Map<string, TrustedTypePolicy | null>();

/** The named policy, created once; `null` without Trusted Types or when the page refuses it. */
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
 * The policy DOMPurify signs its sanitised output with (DOMPurify's `TRUSTED_TYPES_POLICY`): it
 * turns a string into TrustedHTML as it is, and only DOMPurify calls it, on HTML it has sanitised
 * or is about to parse in an inert document.
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
 * HTML for a `<textarea>`'s `innerHTML`: a textarea's content is parsed as text (RCDATA), so no
 * markup in `text` becomes an element; its character references are decoded.
 * @returns TrustedHTML, or `text` itself in browsers without Trusted Types.
 */
export function textareaHtml(text: string): TrustedHTML | string {
    return policy("utility-portal-text", { createHTML: html => html })?.createHTML(text) ?? text;
}

/**
 * Creates the `default` policy, once, for strings that libraries hand to sinks: HTML goes through
 * `sanitize` (Keycloakify's `msg()` already sanitised it with `kcSanitize`, which is
 * `./keycloakifyKcSanitize`; this keeps any other string from becoming markup unsanitised), a
 * script URL must be on the page's origin (PDF.js's worker) or one of the realm's own `scripts`.
 * Anything else throws, which the browser reports.
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
