import {
    resolveConfigUrl,
    type PortalConfig,
    type PortalFooterSection,
    type SOCIAL_PLATFORMS
} from "@/portal/portalBranding";

// Free of zod (types only) so the footer ships without the validator (docs/decisions.md §12).

/** docs/product.md §3.3. */
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** docs/decisions.md §6. */
export const FOOTER_LOGO_REDIRECT_TITLE = "Footer Logo Redirect URL";

const LINK_TARGETS = new Set(["_blank", "_self", "_parent", "_top"]);

/** A footer link ready to render (docs/product.md §2.3.5); html, image and pdf open a dialog. */
export type FooterLink =
    | { kind: "html"; title: string; html: string }
    | { kind: "image"; title: string; src: string }
    | { kind: "pdf"; title: string; src: string }
    | { kind: "link"; title: string; href: string; target: string };

/** A footer link that opens a dialog. */
export type DialogFooterLink = Extract<FooterLink, { kind: "html" | "image" | "pdf" }>;

export type FooterInfoPart = { content: string | undefined };

/** docs/product.md §3.4. */
export type FooterConfig = {
    footerLogo: { url: string; altText: string | undefined } | undefined;
    footerLogoLink: string | undefined;
    socialLinks: { platform: SocialPlatform; value: string }[];
    footerLinks: FooterLink[];
    footerInfo: {
        footerContentInfo: FooterInfoPart;
        utilityDescription: FooterInfoPart;
        copyright: FooterInfoPart;
    };
    previewMode: boolean;
};

function sectionContent(section: PortalFooterSection): string | undefined {
    const fromValues = section.values?.[section.type] ?? section.values?.[section.type.toLowerCase()];
    const value =
        section.type.toLowerCase() === "pdf" ? (section.document?.link ?? fromValues) : fromValues;
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function linkTarget(section: PortalFooterSection): string {
    if (section.target !== undefined && LINK_TARGETS.has(section.target)) return section.target;
    return section.blank === false ? "_self" : "_blank";
}

function toFooterLink(section: PortalFooterSection, portalBase: string): FooterLink {
    const { title } = section;
    const content = sectionContent(section);
    const kind = section.type.toLowerCase();
    if (kind === "html" && content !== undefined) return { kind: "html", title, html: content };
    const href = content === undefined ? undefined : resolveConfigUrl(content, portalBase);
    if (href !== undefined && (kind === "image" || kind === "pdf")) return { kind, title, src: href };
    return { kind: "link", title, href: href ?? "#", target: linkTarget(section) };
}

function isLogoRedirect(section: PortalFooterSection): boolean {
    return section.title.toLowerCase() === FOOTER_LOGO_REDIRECT_TITLE.toLowerCase();
}

/**
 * Maps a validated configuration to the footer of docs/product.md §3.4 (logo redirect and FAQ link:
 * docs/decisions.md §6); bad social links dropped, missing texts `undefined`. Never throws.
 */
export function toFooterConfig(
    config: PortalConfig,
    portalBase: string,
    options: { faqTitle: string; previewMode?: boolean }
): FooterConfig {
    const footer = config.footer;
    let footerLogoLink: string | undefined;
    let seenLogoRedirect = false;
    const footerLinks = (footer?.sections ?? []).flatMap((section): FooterLink[] => {
        if (!isLogoRedirect(section)) return [toFooterLink(section, portalBase)];
        if (seenLogoRedirect) return [];
        seenLogoRedirect = true;
        const content = sectionContent(section);
        footerLogoLink = content === undefined ? undefined : resolveConfigUrl(content, portalBase);
        const faq = resolveConfigUrl("/en/faq", portalBase) ?? "#";
        return [{ kind: "link", title: options.faqTitle, href: faq, target: "_blank" }];
    });
    const socialLinks = (footer?.socialLinks ?? []).flatMap(({ platform, value }) => {
        const href = resolveConfigUrl(value, portalBase);
        return href === undefined ? [] : [{ platform, value: href }];
    });
    const footerLogo = config.logos?.footer;
    return {
        footerLogo:
            footerLogo?.url === undefined
                ? undefined
                : { url: footerLogo.url, altText: footerLogo.altText },
        footerLogoLink,
        socialLinks,
        footerLinks,
        footerInfo: {
            footerContentInfo: { content: footer?.contactInformation },
            utilityDescription: { content: footer?.utilityDescription },
            copyright: { content: footer?.copyright }
        },
        previewMode: options.previewMode ?? false
    };
}
