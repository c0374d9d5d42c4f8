import { kcSanitize } from "keycloakify/lib/kcSanitize";
import { KcSanitizer } from "keycloakify/lib/kcSanitize/KcSanitizer";
import { DOMPurify } from "./keycloakifyDompurify";
import { sanitizeHtmlOrNull } from "./sanitize";

/** Keycloakify's sanitiser as the production build runs it: with the npm DOMPurify of the shim. */
function kcSanitizeWithShim(html: string): string {
    return KcSanitizer.sanitize(html, { DOMPurify });
}

const MESSAGES = [
    "Please <b>verify</b> your e-mail.",
    'Read the <a href="https://example.com/terms" target="_blank">terms</a>.',
    'Go <a href="javascript:alert(1)">here</a><script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">Logo <i>ok</i>',
    '<p style="color:red" onclick="alert(1)">Styled</p>',
    "Tom &amp; Jerry &lt;script&gt;"
];

describe("Keycloakify's kcSanitize on the npm DOMPurify (the shim)", () => {
    it.each(MESSAGES)("cleans %j exactly as with Keycloakify's vendored copy", html => {
        expect(kcSanitizeWithShim(html)).toBe(kcSanitize(html));
    });

    it("keeps Keycloak's allowed markup and drops script and event handlers", () => {
        const link = kcSanitizeWithShim(MESSAGES[1] ?? "");
        expect(link).toContain('href="https://example.com/terms"');
        expect(link).toContain(">terms</a>");
        const hostile = kcSanitizeWithShim(MESSAGES[2] ?? "");
        expect(hostile).not.toMatch(/<script|javascript:/);
        expect(kcSanitizeWithShim(MESSAGES[3] ?? "")).not.toContain("onerror");
    });

    it("leaves our own sanitiser's rules intact after Keycloakify reconfigured the default instance", () => {
        const html = '<a href="https://example.com" target="_blank">x</a><style>*{}</style>';
        const before = sanitizeHtmlOrNull(html);
        kcSanitizeWithShim("<b>reconfigure</b>");
        expect(sanitizeHtmlOrNull(html)).toBe(before);
        expect(before).toContain('rel="noopener noreferrer"');
        expect(before).not.toContain("<style");
    });
});
