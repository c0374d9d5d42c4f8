// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchPortalConfig, portalConfigUrl } from "@/portal/fetchPortalConfig";
import { toFooterConfig } from "@/login/footer/footerConfig";
import { SOCIAL_PLATFORMS } from "@/portal/portalConfig";
import { startPortalServer, type RunningPortalServer } from "./portal-server";

let server: RunningPortalServer;

beforeAll(async () => {
    server = await startPortalServer({ port: 0 });
});
afterAll(() => server.close());

beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("local portal server, ok mode", () => {
    it("listens on an ephemeral loopback port", () => {
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });

    it("serves the fixture configuration through tRPC with superjson", async () => {
        const result = await fetchPortalConfig(server.url);
        if (!result.ok) throw new Error(result.error);
        expect(result.config.welcomeMessage?.title).toBe("Welcome to Northwind Gas");
        const answer = await fetch(portalConfigUrl(server.url));
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(result.config.logos?.header).toEqual({
            url: `${server.url}/assets/header-logo.svg`,
            altText: "Northwind Gas"
        });
        expect(console.warn).not.toHaveBeenCalled();
    });

    it("covers every footer link kind and all six social platforms", async () => {
        const result = await fetchPortalConfig(server.url);
        if (!result.ok) throw new Error(result.error);
        const footer = toFooterConfig(result.config, server.url, { faqTitle: "FAQ" });
        expect(new Set(footer.footerLinks.map(link => link.kind))).toEqual(
            new Set(["html", "image", "pdf", "link"])
        );
        const targets = footer.footerLinks.flatMap(link => (link.kind === "link" ? [link.target] : []));
        expect(targets).toEqual(expect.arrayContaining(["_blank", "_self"]));
        expect(footer.footerLinks.map(link => link.title)).toContain("FAQ");
        expect(footer.footerLogoLink).toBe("https://northwind-gas.example/");
        // Every platform of docs/product.md §3.3, in display order.
        expect(footer.socialLinks.map(link => link.platform)).toEqual([...SOCIAL_PLATFORMS]);
        expect(footer.footerInfo.footerContentInfo.content).toContain('href="tel:');
    });

    it("serves every asset the configuration points at, with a real PDF", async () => {
        const result = await fetchPortalConfig(server.url);
        if (!result.ok) throw new Error(result.error);
        const footer = toFooterConfig(result.config, server.url, { faqTitle: "FAQ" });
        const logos = result.config.logos;
        const urls = [logos?.header?.url, logos?.footer?.url, logos?.background?.url];
        for (const link of footer.footerLinks)
            if (link.kind === "image" || link.kind === "pdf") urls.push(link.src);
        expect(urls.every(url => url?.startsWith(`${server.url}/assets/`))).toBe(true);
        for (const url of urls) {
            const response = await fetch(url ?? "");
            expect(response.status, url).toBe(200);
            // As a portal's static files are: a returning customer's browser keeps them.
            expect(response.headers.get("cache-control"), url).toBe("public, max-age=86400");
        }
        const pdf = footer.footerLinks.find(link => link.kind === "pdf");
        const response = await fetch(pdf?.kind === "pdf" ? pdf.src : "");
        expect(response.headers.get("content-type")).toBe("application/pdf");
        const text = await response.text();
        expect(text.startsWith("%PDF-1.")).toBe(true);
        expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    });

    it("refuses asset paths outside the assets folder", async () => {
        for (const path of [
            "/assets/../portal-config.json",
            "/assets/%2e%2e%2fportal-server.ts",
            "/assets/nope.svg"
        ]) {
            expect((await fetch(`${server.url}${path}`)).status).toBe(404);
        }
    });

    it("allows CORS only for loopback origins", async () => {
        const url = portalConfigUrl(server.url);
        const local = await fetch(url, { headers: { Origin: "http://localhost:5173" } });
        expect(local.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
        const remote = await fetch(url, { headers: { Origin: "https://evil.example" } });
        expect(remote.headers.get("access-control-allow-origin")).toBeNull();
    });
});

describe("local portal server, failure modes per request", () => {
    it.each([
        ["trpc-error", "Error loading footer data: Portal configuration unavailable"],
        ["http-500", "HTTP error! status: 500"],
        ["non-json", "fetch Error occurred: answer is not JSON"],
        ["wrong-shape", "Error loading footer data: answer is not a tRPC batch"]
    ])("mode %s gives ok:false with %j", async (mode, error) => {
        const result = await fetchPortalConfig(`${server.url}/mode/${mode}`);
        expect(result).toEqual({ ok: false, error });
        expect(console.error).toHaveBeenCalledWith(error);
    });

    it("mode hang is given up on after the timeout", async () => {
        const started = Date.now();
        const result = await fetchPortalConfig(`${server.url}/mode/hang`, { timeoutMs: 300 });
        expect(result).toEqual({ ok: false, error: "fetch Error occurred: timed out after 300 ms" });
        expect(Date.now() - started).toBeLessThan(5000);
    });

    it("also switches mode with the ?mode= query parameter", async () => {
        const response = await fetch(`${portalConfigUrl(server.url)}&mode=http-500`);
        expect(response.status).toBe(500);
    });

    it("serves the normal configuration under /mode/ok", async () => {
        expect((await fetchPortalConfig(`${server.url}/mode/ok`)).ok).toBe(true);
    });
});

describe("local portal server started in a failure mode", () => {
    it("uses the mode given at start for requests without a switch", async () => {
        const failing = await startPortalServer({ mode: "wrong-shape" });
        try {
            expect((await fetchPortalConfig(failing.url)).ok).toBe(false);
            expect((await fetchPortalConfig(`${failing.url}/mode/ok`)).ok).toBe(true);
        } finally {
            await failing.close();
        }
    });

    it("closes even while a request hangs", async () => {
        const hanging = await startPortalServer({ mode: "hang" });
        const pending = fetchPortalConfig(hanging.url, { timeoutMs: 2000 });
        await new Promise(resolve => setTimeout(resolve, 50));
        await hanging.close();
        expect((await pending).ok).toBe(false);
    });
});
