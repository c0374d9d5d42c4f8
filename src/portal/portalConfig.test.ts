import { parseConfigOrThrow, silenceWarnings, TEST_PORTAL_BASE } from "@/test-support/portalConfig";
import { parsePortalConfig } from "./portalConfig";

const BASE = TEST_PORTAL_BASE;
const parse = parseConfigOrThrow;

const warn = silenceWarnings();

describe("parsePortalConfig", () => {
    it("fails only when the configuration is not an object", () => {
        for (const raw of ["text", 42, null, [], undefined]) {
            expect(parsePortalConfig(raw, BASE).ok).toBe(false);
        }
        expect(parsePortalConfig({}, BASE)).toEqual({ ok: true, config: {} });
    });

    it("ignores unknown fields", () => {
        const config = parse({
            extra: 1,
            logos: { header: { url: "/h.svg", altText: "Gas", extra: true } }
        });
        expect(config).toEqual({ logos: { header: { url: `${BASE}/h.svg`, altText: "Gas" } } });
    });

    it("drops a wrong-typed part with a warning and keeps the rest", () => {
        const config = parse({
            footer: "not an object",
            logos: { header: { url: 7, altText: "Gas" }, footer: { url: "/f.svg" } },
            welcomeMessage: { title: ["no"], content: "<p>Hello</p>" }
        });
        expect(config.footer).toBeUndefined();
        expect(config.logos?.header).toEqual({ url: undefined, altText: "Gas" });
        expect(config.logos?.footer?.url).toBe(`${BASE}/f.svg`);
        expect(config.welcomeMessage).toEqual({ title: undefined, content: "<p>Hello</p>" });
        expect(warn()).toHaveBeenCalledWith("Portal configuration: ignoring invalid footer");
    });

    it("drops logo URLs with a disallowed scheme", () => {
        const config = parse({
            logos: {
                header: { url: "javascript:alert(1)", altText: "Gas" },
                background: { url: "data:image/png;base64,AAAA" }
            }
        });
        expect(config.logos?.header?.url).toBeUndefined();
        expect(config.logos?.background?.url).toBeUndefined();
        expect(warn()).toHaveBeenCalledWith("Portal configuration: ignoring invalid logo URL");
    });

    it("drops invalid sections and social links one by one", () => {
        const config = parse({
            footer: {
                sections: [{ title: "Ok", type: "link" }, { title: 3 }, { type: "html" }, "x"],
                socialLinks: [
                    { platform: "tiktok", value: "https://t.example" },
                    { platform: "youtube", value: "https://y.example/" }
                ]
            }
        });
        expect(config.footer?.sections?.map(s => s.title)).toEqual(["Ok"]);
        expect(config.footer?.socialLinks).toEqual([
            { platform: "youtube", value: "https://y.example/" }
        ]);
    });

    it("caps very long lists", () => {
        const sections = Array.from({ length: 5000 }, (_, i) => ({ title: `T${i}`, type: "link" }));
        expect(parse({ footer: { sections } }).footer?.sections).toHaveLength(100);
    });

    it("accepts footer texts as strings or { content } objects and treats blank text as missing", () => {
        const config = parse({
            footer: {
                contactInformation: { content: "<p>Call</p>" },
                utilityDescription: "  ",
                copyright: "© Gas"
            }
        });
        expect(config.footer?.contactInformation).toBe("<p>Call</p>");
        expect(config.footer?.utilityDescription).toBeUndefined();
        expect(config.footer?.copyright).toBe("© Gas");
    });
});
