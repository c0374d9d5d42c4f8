import { render, screen, within } from "@testing-library/react";
import type { FooterConfig } from "./footerConfig";
import { testI18n } from "@/test-support/i18n";
import { Footer } from "./Footer";

function footerConfig(overrides: Partial<FooterConfig> = {}): FooterConfig {
    return {
        footerLogo: { url: "https://portal.example/assets/footer.svg", altText: "Northwind Gas home" },
        footerLogoLink: "https://portal.example/",
        socialLinks: [
            { platform: "linkedin", value: "https://www.linkedin.com/company/northwind" },
            { platform: "x", value: "https://x.com/northwind" }
        ],
        footerLinks: [
            {
                kind: "link",
                title: "Safety Tips",
                href: "https://portal.example/safety",
                target: "_blank"
            }
        ],
        footerInfo: {
            footerContentInfo: { content: undefined },
            utilityDescription: { content: undefined },
            copyright: { content: undefined }
        },
        previewMode: false,
        ...overrides
    };
}

const now = new Date("2031-06-01T12:00:00Z");

describe("Footer (docs/product.md §2.3)", () => {
    it("falls back to the default texts: customer service with a tel: link, subsidiary sentence, © year", () => {
        render(<Footer config={footerConfig()} i18n={testI18n} now={now} />);
        const footer = screen.getByRole("contentinfo");
        expect(footer).toHaveTextContent("Customer service: 1-800-555-0100");
        expect(within(footer).getByRole("link", { name: "1-800-555-0100" })).toHaveAttribute(
            "href",
            "tel:18005550100"
        );
        expect(footer).toHaveTextContent(
            "Gas Utility is a subsidiary of a parent utilities corporation."
        );
        expect(footer).toHaveTextContent("© 2031 Gas Utility. All rights reserved.");
    });

    it("shows the portal's texts sanitized instead of the defaults", () => {
        const config = footerConfig({
            footerInfo: {
                footerContentInfo: {
                    content: '<p>Call <a href="tel:+1555">555</a></p><script>window.hacked=1</script>'
                },
                utilityDescription: { content: "<p>Northwind Gas serves 420,000 homes.</p>" },
                copyright: { content: "© 2025 Northwind Gas" }
            }
        });
        render(<Footer config={config} i18n={testI18n} now={now} />);
        const footer = screen.getByRole("contentinfo");
        expect(footer).toHaveTextContent("Call 555");
        expect(footer).toHaveTextContent("Northwind Gas serves 420,000 homes.");
        expect(footer).toHaveTextContent("© 2025 Northwind Gas");
        expect(footer).not.toHaveTextContent("Customer service");
        expect(footer).not.toHaveTextContent("2031");
        expect(footer.querySelector("script")).toBeNull();
    });

    it("links the logo to the footer logo link in a new tab", () => {
        render(<Footer config={footerConfig()} i18n={testI18n} now={now} />);
        const logoLink = screen.getByRole("link", { name: /Northwind Gas home/ });
        expect(logoLink).toHaveAttribute("href", "https://portal.example/");
        expect(logoLink).toHaveAttribute("target", "_blank");
        expect(logoLink).toHaveAttribute("rel", "noopener noreferrer");
    });

    it("names each social link by its platform and opens it without opener or referrer", () => {
        render(<Footer config={footerConfig()} i18n={testI18n} now={now} />);
        const list = screen.getByRole("list", { name: "Social media" });
        const linkedin = within(list).getByRole("link", { name: /^LinkedIn/ });
        expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/company/northwind");
        expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
        expect(linkedin).toHaveAttribute("target", "_blank");
        expect(within(list).getByRole("link", { name: /^X/ })).toBeInTheDocument();
    });

    it("lists the footer links in a named navigation", () => {
        render(<Footer config={footerConfig()} i18n={testI18n} now={now} />);
        const nav = screen.getByRole("navigation", { name: "Footer links" });
        expect(within(nav).getByRole("link", { name: /Safety Tips/ })).toHaveAttribute(
            "href",
            "https://portal.example/safety"
        );
    });

    it("shows only the logo and the copyright bar in preview mode", () => {
        render(<Footer config={footerConfig({ previewMode: true })} i18n={testI18n} now={now} />);
        const footer = screen.getByRole("contentinfo");
        expect(screen.getByRole("img", { name: "Northwind Gas home" })).toBeInTheDocument();
        expect(footer).toHaveTextContent("© 2031 Gas Utility");
        expect(screen.queryByRole("navigation")).toBeNull();
        expect(screen.queryByRole("list", { name: "Social media" })).toBeNull();
        expect(footer).not.toHaveTextContent("Customer service");
        expect(footer).not.toHaveTextContent("subsidiary");
    });
});
