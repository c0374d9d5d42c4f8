import { KcSanitizer } from "keycloakify/lib/kcSanitize/KcSanitizer";
import DOMPurify from "dompurify";
import { kcSanitize } from "./keycloakifyKcSanitize";
import { sanitizeHtmlOrNull } from "../../src/lib/sanitize";

/** Keycloakify 11.16's own sanitizer (its OWASP policy port), the behavior being replaced. */
function keycloakifyKcSanitize(html: string): string {
    return KcSanitizer.sanitize(html, { DOMPurify });
}

/** HTML as the browser reads it (`&` and `&amp;` are the same text). */
function parsed(html: string): string {
    return new DOMParser().parseFromString(html, "text/html").body.innerHTML;
}

/** Keycloak's English messages with markup, as Keycloakify ships them, and their arguments. */
const KEYCLOAK_MESSAGES = [
    "Please <b>verify</b> your e-mail.",
    "<strong>Important:</strong> the code expires in 5 minutes.",
    "First line<br>second line",
    "<p>One</p><ul><li>two</li><li>three</li></ul>",
    '<span class="kc-feedback-text">Invalid username or password.</span>',
    "Tom &amp; Jerry"
];

describe("kcSanitize (Keycloakify's, replaced)", () => {
    it.each(KEYCLOAK_MESSAGES)("cleans %j as Keycloakify's own sanitizer does", html => {
        expect(parsed(kcSanitize(html))).toBe(parsed(keycloakifyKcSanitize(html)));
    });

    it("keeps a link, with rel=nofollow as Keycloak adds it, and no opener for a new tab", () => {
        const html = kcSanitize(
            'Read the <a href="https://example.com/terms" target="_blank">terms</a>.'
        );
        const link = new DOMParser().parseFromString(html, "text/html").querySelector("a")!;
        expect(link.getAttribute("href")).toBe("https://example.com/terms");
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toBe("nofollow noopener noreferrer");
        expect(kcSanitize('<a href="/x" target="_top">x</a>')).toBe('<a href="/x" rel="nofollow">x</a>');
    });

    it.each([
        ['Go <a href="javascript:alert(1)">here</a><script>alert(1)</script>', /<script|javascript:/],
        ['<img src="x" onerror="alert(1)">Logo', /onerror/],
        ['<p style="position:fixed;inset:0" onclick="alert(1)">Styled</p>', /style=|onclick/],
        ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:/],
        [
            "<form action=/steal><input name=p></form><iframe src=//evil></iframe>",
            /<form|<input|<iframe/
        ],
        ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /onerror/]
    ])("removes what could run script, post data or cover the form: %j", (html, forbidden) => {
        expect(kcSanitize(html)).not.toMatch(forbidden);
    });

    it("returns an empty message as it is", () => {
        expect(kcSanitize("")).toBe("");
    });

    it("leaves the portal sanitizer's rules intact", () => {
        const html = '<a href="https://example.com" target="_blank">x</a><style>*{}</style>';
        const before = sanitizeHtmlOrNull(html);
        kcSanitize("<b>first use</b>");
        expect(sanitizeHtmlOrNull(html)).toBe(before);
        expect(before).toContain('rel="noopener noreferrer"');
    });
});
