import type { MockInstance } from "vitest";
import {
    allowedPortalBases,
    portalBaseFromKcContext,
    resolveConfigUrl,
    resolvePortalBase
} from "./portalBase";

const PORTAL = "https://portal.example.com";
const QA = "https://qa.portal.example.com";
const DEV = "http://localhost:4318";
const ALLOWED = [PORTAL, QA, DEV];

function query(params: Record<string, string>): string {
    return `?${new URLSearchParams(params).toString()}`;
}

function base64url(text: string): string {
    const bytes = new TextEncoder().encode(text);
    return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function warnings(): string {
    return warn.mock.calls.map(call => call.join(" ")).join("\n");
}

describe("resolvePortalBase", () => {
    it("returns the origin of an allowed redirect_uri without path or trailing slash", () => {
        const search = query({ redirect_uri: `${PORTAL}/en/dashboard?x=1#top` });
        expect(resolvePortalBase(search, ALLOWED, DEV)).toBe(PORTAL);
    });

    it("compares origins after normalizing case and default ports", () => {
        const search = query({ redirect_uri: "HTTPS://Portal.Example.COM:443/home" });
        expect(resolvePortalBase(search, ["https://portal.example.com/"], DEV)).toBe(PORTAL);
    });

    it("accepts a search string without the leading question mark", () => {
        expect(resolvePortalBase(`redirect_uri=${encodeURIComponent(QA)}`, ALLOWED, DEV)).toBe(QA);
    });

    it("uses ru from base64url client_data without padding when redirect_uri is absent", () => {
        const clientData = base64url(JSON.stringify({ ru: `${QA}/callback`, rt: "code" }));
        expect(clientData.endsWith("=")).toBe(false);
        expect(resolvePortalBase(query({ client_data: clientData }), ALLOWED, DEV)).toBe(QA);
    });

    it("accepts standard base64 with padding in client_data", () => {
        const clientData = btoa(JSON.stringify({ ru: `${QA}/?a=1` }));
        expect(resolvePortalBase(query({ client_data: clientData }), ALLOWED, DEV)).toBe(QA);
    });

    it("prefers an allowed redirect_uri over client_data", () => {
        const search = query({
            redirect_uri: PORTAL,
            client_data: base64url(JSON.stringify({ ru: QA }))
        });
        expect(resolvePortalBase(search, ALLOWED, DEV)).toBe(PORTAL);
    });

    it("falls through to client_data when redirect_uri is not allowed", () => {
        const search = query({
            redirect_uri: "https://evil.example.net/",
            client_data: base64url(JSON.stringify({ ru: QA }))
        });
        expect(resolvePortalBase(search, ALLOWED, DEV)).toBe(QA);
        expect(warnings()).toContain(
            "Invalid redirect URL in redirect_uri: origin https://evil.example.net"
        );
    });

    it("falls back to the origin of the development base when nothing is given", () => {
        expect(resolvePortalBase("", ALLOWED, "http://localhost:4318/some/path/")).toBe(DEV);
        expect(warn).not.toHaveBeenCalled();
    });

    it.each([
        ["a look-alike host", "https://portal.example.com.evil.net/"],
        ["userinfo before an evil host", "https://portal.example.com@evil.net/"],
        ["a protocol-relative URL", "//evil.net/"],
        ["backslashes", "https:\\\\evil.net\\portal.example.com"],
        ["another port", "https://portal.example.com:8443/"],
        ["plain http of an https portal", "http://portal.example.com/"],
        ["a subdomain of an allowed host", "https://evil.portal.example.com/"]
    ])("ignores an open-redirect vector: %s", (_name, redirectUri) => {
        expect(resolvePortalBase(query({ redirect_uri: redirectUri }), ALLOWED, DEV)).toBe(DEV);
    });

    it.each([
        ["javascript:", "javascript:alert(document.domain)//https://portal.example.com"],
        ["data:", "data:text/html,<script>alert(1)</script>"],
        ["unparsable", "http://[::1"],
        ["relative", "/en/dashboard"],
        ["oversize", `${PORTAL}/${"a".repeat(5000)}`]
    ])("ignores a %s redirect_uri with an 'Invalid redirect URL' warning", (_name, redirectUri) => {
        expect(resolvePortalBase(query({ redirect_uri: redirectUri }), ALLOWED, DEV)).toBe(DEV);
        expect(warnings()).toContain("Invalid redirect URL");
    });

    it.each([
        ["broken base64", "%%%not-base64%%%"],
        ["base64 of non-JSON", base64url("not json")],
        ["a JSON array", base64url(JSON.stringify([QA]))],
        ["JSON null", base64url("null")],
        ["a non-string ru", base64url(JSON.stringify({ ru: { href: QA } }))],
        ["a javascript: ru", base64url(JSON.stringify({ ru: "javascript:alert(1)" }))],
        ["an oversize value", base64url(JSON.stringify({ ru: QA, pad: "x".repeat(5000) }))]
    ])("ignores client_data with %s and warns 'Invalid redirect URL'", (_name, clientData) => {
        expect(resolvePortalBase(query({ client_data: clientData }), ALLOWED, DEV)).toBe(DEV);
        expect(warnings()).toContain("Invalid redirect URL");
    });

    it("ignores a client_data ru whose origin is not allowed", () => {
        const clientData = base64url(JSON.stringify({ ru: "https://evil.net/" }));
        expect(resolvePortalBase(query({ client_data: clientData }), ALLOWED, DEV)).toBe(DEV);
        expect(warnings()).toContain("https://evil.net");
    });

    it("returns an empty string when even the fallback is not an http(s) URL", () => {
        expect(resolvePortalBase(query({ redirect_uri: PORTAL }), [], "javascript:alert(1)")).toBe("");
    });

    it("never treats an invalid allow-list entry as a match", () => {
        const search = query({ redirect_uri: "https://evil.net/" });
        expect(resolvePortalBase(search, ["not a url", "", "https://evil"], DEV)).toBe(DEV);
    });
});

describe("allowedPortalBases", () => {
    it("builds distinct origins from the four PORTAL_BASE_URL_* properties", () => {
        const bases = allowedPortalBases({
            PORTAL_BASE_URL_DEV: "http://localhost:4318/",
            PORTAL_BASE_URL_QA: ` ${QA}/path `,
            PORTAL_BASE_URL_QA2: QA,
            PORTAL_BASE_URL_PROD: PORTAL
        });
        expect(bases).toEqual([DEV, QA, PORTAL]);
    });

    it("skips empty values silently and invalid values with a warning", () => {
        const bases = allowedPortalBases({
            PORTAL_BASE_URL_DEV: "",
            PORTAL_BASE_URL_QA: "ftp://files.example.com",
            PORTAL_BASE_URL_QA2: "not a url",
            PORTAL_BASE_URL_PROD: undefined
        });
        expect(bases).toEqual([]);
        expect(warn).toHaveBeenCalledTimes(2);
        expect(warnings()).toContain("PORTAL_BASE_URL_QA2");
    });
});

describe("portalBaseFromKcContext", () => {
    const properties = { PORTAL_BASE_URL_DEV: DEV, PORTAL_BASE_URL_PROD: PORTAL, OTHER: "x" };

    it("resolves against the theme properties", () => {
        expect(portalBaseFromKcContext({ properties }, query({ redirect_uri: `${PORTAL}/a` }))).toBe(
            PORTAL
        );
    });

    it("uses the development base as the fallback and reads location.search by default", () => {
        window.history.replaceState(
            null,
            "",
            `/?redirect_uri=${encodeURIComponent("https://evil.net")}`
        );
        expect(portalBaseFromKcContext({ properties })).toBe(DEV);
        window.history.replaceState(null, "", `/?redirect_uri=${encodeURIComponent(PORTAL)}`);
        expect(portalBaseFromKcContext({ properties })).toBe(PORTAL);
        window.history.replaceState(null, "", "/");
    });
});

describe("resolveConfigUrl", () => {
    it.each([
        ["https://cdn.example.com/a.svg", "https://cdn.example.com/a.svg"],
        ["http://cdn.example.com/a.svg", "http://cdn.example.com/a.svg"],
        ["/assets/logo.svg", "https://portal.example.com/assets/logo.svg"],
        ["assets/logo.svg", "https://portal.example.com/assets/logo.svg"],
        ["  /trimmed.png ", "https://portal.example.com/trimmed.png"]
    ])("accepts %s", (value, expected) => {
        expect(resolveConfigUrl(value, PORTAL)).toBe(expected);
    });

    it.each([
        "javascript:alert(1)",
        " JavaScript:alert(1)",
        "java\tscript:alert(1)",
        "data:image/svg+xml;base64,PHN2Zz4=",
        "vbscript:msgbox(1)",
        "mailto:a@example.com",
        "file:///etc/passwd",
        "",
        "   "
    ])("drops %j", value => {
        expect(resolveConfigUrl(value, PORTAL)).toBeUndefined();
    });

    it("drops relative paths when there is no portal base", () => {
        expect(resolveConfigUrl("/assets/logo.svg", "")).toBeUndefined();
        expect(resolveConfigUrl("https://cdn.example.com/a.svg", "")).toBe(
            "https://cdn.example.com/a.svg"
        );
    });
});
