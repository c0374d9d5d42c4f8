import { parseConfigOrThrow, silenceWarnings, TEST_PORTAL_BASE } from "@/test-support/portalConfig";
import { toFooterConfig } from "./footerConfig";

const BASE = TEST_PORTAL_BASE;
const parse = parseConfigOrThrow;

silenceWarnings();

function footerOf(raw: unknown) {
    return toFooterConfig(parse(raw), BASE, { faqTitle: "FAQ" });
}

function section(fields: Record<string, unknown>) {
    return { footer: { sections: [{ title: "Link", ...fields }] } };
}

describe("toFooterConfig", () => {
    it("maps html sections to modal content and keeps the rich text raw for the sanitizer", () => {
        const { footerLinks } = footerOf(section({ type: "html", values: { html: "<p>Privacy</p>" } }));
        expect(footerLinks).toEqual([{ kind: "html", title: "Link", html: "<p>Privacy</p>" }]);
    });

    it("maps image sections to an absolute image URL", () => {
        const { footerLinks } = footerOf(section({ type: "image", values: { image: "/map.png" } }));
        expect(footerLinks).toEqual([{ kind: "image", title: "Link", src: `${BASE}/map.png` }]);
    });

    it("takes the PDF address from document.link, then from values", () => {
        const fromDocument = footerOf(section({ type: "PDF", document: { link: "/rates.pdf" } }));
        expect(fromDocument.footerLinks).toEqual([
            { kind: "pdf", title: "Link", src: `${BASE}/rates.pdf` }
        ]);
        const fromValues = footerOf(
            section({ type: "pdf", values: { pdf: "https://cdn.example.com/r.pdf" } })
        );
        expect(fromValues.footerLinks[0]).toEqual({
            kind: "pdf",
            title: "Link",
            src: "https://cdn.example.com/r.pdf"
        });
    });

    it("opens plain links in a new tab by default and in the configured target otherwise", () => {
        const noTarget = footerOf(section({ type: "link", values: { link: "https://a.example/" } }));
        expect(noTarget.footerLinks[0]).toEqual({
            kind: "link",
            title: "Link",
            href: "https://a.example/",
            target: "_blank"
        });
        const self = footerOf(
            section({ type: "url", target: "_self", values: { url: "https://a.example/" } })
        );
        expect(self.footerLinks[0]).toMatchObject({ href: "https://a.example/", target: "_self" });
        const bogus = footerOf(section({ type: "link", target: "evil frame", values: { link: "/x" } }));
        expect(bogus.footerLinks[0]).toMatchObject({ target: "_blank" });
        const notBlank = footerOf(section({ type: "link", blank: false, values: { link: "/x" } }));
        expect(notBlank.footerLinks[0]).toMatchObject({ target: "_self" });
    });

    it.each([
        ["html without content", { type: "html", values: {} }],
        ["image without values", { type: "image" }],
        ["PDF with an empty link", { type: "PDF", document: { link: "" } }],
        ["a javascript: link", { type: "link", values: { link: "javascript:alert(1)" } }],
        ["a data: image", { type: "image", values: { image: "data:image/png;base64,AAAA" } }],
        ["non-string content", { type: "link", values: { link: 5 } }]
    ])("falls back to a '#' link for %s", (_name, fields) => {
        expect(footerOf(section(fields)).footerLinks[0]).toMatchObject({ kind: "link", href: "#" });
    });

    it("turns the 'Footer Logo Redirect URL' section into the logo link and an FAQ link in its place", () => {
        const footer = footerOf({
            footer: {
                sections: [
                    { title: "Before", type: "link", values: { link: "/b" } },
                    {
                        title: "Footer Logo Redirect URL",
                        type: "link",
                        values: { link: "https://home.example/" }
                    },
                    {
                        title: "footer logo redirect url",
                        type: "link",
                        values: { link: "https://second.example/" }
                    },
                    { title: "After", type: "link", values: { link: "/a" } }
                ]
            }
        });
        expect(footer.footerLogoLink).toBe("https://home.example/");
        expect(footer.footerLinks.map(link => link.title)).toEqual(["Before", "FAQ", "After"]);
        expect(footer.footerLinks[1]).toEqual({
            kind: "link",
            title: "FAQ",
            href: `${BASE}/en/faq`,
            target: "_blank"
        });
    });

    it("gives no logo link when the redirect section's link is not allowed", () => {
        const footer = footerOf(
            section({
                title: "Footer Logo Redirect URL",
                type: "link",
                values: { link: "javascript:alert(1)" }
            })
        );
        expect(footer.footerLogoLink).toBeUndefined();
        expect(footer.footerLinks).toHaveLength(1);
    });

    it("drops social links with an empty or disallowed value", () => {
        const { socialLinks } = footerOf({
            footer: {
                socialLinks: [
                    { platform: "x", value: "" },
                    { platform: "facebook", value: "javascript:alert(1)" },
                    { platform: "threads", value: "https://threads.example/@gas" }
                ]
            }
        });
        expect(socialLinks).toEqual([{ platform: "threads", value: "https://threads.example/@gas" }]);
    });

    it("leaves missing parts empty so the Template can fill the localized defaults", () => {
        expect(toFooterConfig({}, BASE, { faqTitle: "FAQ" })).toEqual({
            footerLogo: undefined,
            footerLogoLink: undefined,
            socialLinks: [],
            footerLinks: [],
            footerInfo: {
                footerContentInfo: { content: undefined },
                utilityDescription: { content: undefined },
                copyright: { content: undefined }
            },
            previewMode: false
        });
    });

    it("maps the footer logo, footer texts and preview mode", () => {
        const config = parse({
            footer: { contactInformation: "<p>Call</p>", utilityDescription: "Sub", copyright: "© Gas" },
            logos: { footer: { url: "/f.svg", altText: "Gas home" } }
        });
        const footer = toFooterConfig(config, BASE, { faqTitle: "FAQ", previewMode: true });
        expect(footer.footerLogo).toEqual({ url: `${BASE}/f.svg`, altText: "Gas home" });
        expect(footer.footerInfo.footerContentInfo.content).toBe("<p>Call</p>");
        expect(footer.footerInfo.utilityDescription.content).toBe("Sub");
        expect(footer.footerInfo.copyright.content).toBe("© Gas");
        expect(footer.previewMode).toBe(true);
    });
});
