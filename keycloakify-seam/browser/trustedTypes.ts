import type {
    TrustedHTML,
    TrustedTypePolicy,
    TrustedTypePolicyFactory,
    TrustedTypePolicyOptions
} from "trusted-types/lib";

/** Policy names for `trusted-types <names> 'allow-duplicates'` (docs/security.md §8). */
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

/** DOMPurify's pass-through `TRUSTED_TYPES_POLICY`, or `undefined` without Trusted Types. */
export function sanitizerPolicy(): TrustedTypePolicy | undefined {
    return (
        policy("utility-portal-sanitizer", {
            createHTML: html => html,
            createScriptURL: url => url
        }) ?? undefined
    );
}

/** `text` for a `<textarea>`'s `innerHTML` (RCDATA): TrustedHTML, or `text` without Trusted Types. */
export function textareaHtml(text: string): TrustedHTML | string {
    return policy("utility-portal-text", { createHTML: html => html })?.createHTML(text) ?? text;
}

/**
 * Creates the `default` policy once: HTML through `sanitize`; a script URL must be same-origin or in
 * `allowedScripts` (`kcContext.scripts`), else it throws.
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
