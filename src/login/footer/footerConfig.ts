import { resolveConfigUrl } from "@/portal/portalBase";
import type { PortalConfig, PortalFooterSection, SOCIAL_PLATFORMS } from "@/portal/portalConfig";

/**
 * The footer configuration of docs/product.md §3.4 and its mapping from a validated portal
 * configuration. Kept free of zod (types only from `./portalConfig`) so the Template
 * and the footer ship in the first view without the validator (docs/decisions.md §12).
 */

/** One of the social platforms of docs/product.md §3.3 (`SOCIAL_PLATFORMS`). */
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/**
 * Title of the footer section whose link becomes the footer logo link (docs/decisions.md §6,
 * docs/product.md §2.3.7).
 */
export const FOOTER_LOGO_REDIRECT_TITLE = "Footer Logo Redirect URL";

/**
 * Link targets a plain footer link may use; anything else falls back to a new tab (docs/product.md
 * §2.3).
 */
const LINK_TARGETS = new Set(["_blank", "_self", "_parent", "_top"]);

/** A footer link ready to render (docs/product.md §2.3.5). */
export type FooterLink =
    | { kind: "html"; title: string; html: string }
    | { kind: "image"; title: string; src: string }
    | { kind: "pdf"; title: string; src: string }
    | { kind: "link"; title: string; href: string; target: string };

/** A footer link that opens a dialog (docs/product.md §2.3.5): `html`, `image` or `pdf`. */
export type DialogFooterLink = Extract<FooterLink, { kind: "html" | "image" | "pdf" }>;

/** One footer text part; `content` is raw rich text, `undefined` when the portal gave none. */
export type FooterInfoPart = { content: string | undefined };

/** The footer configuration of docs/product.md §3.4. */
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

/** The section's content: `document.link` for PDF, else `values[type]` (docs/product.md §3.2). */
function sectionContent(section: PortalFooterSection): string | undefined {
    const fromValues = section.values?.[section.type] ?? section.values?.[section.type.toLowerCase()];
    const value =
        section.type.toLowerCase() === "pdf" ? (section.document?.link ?? fromValues) : fromValues;
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Plain-link target: the configured one if valid, `_self` when `blank` is false, else a new tab. */
function linkTarget(section: PortalFooterSection): string {
    if (section.target !== undefined && LINK_TARGETS.has(section.target)) return section.target;
    return section.blank === false ? "_self" : "_blank";
}

/**
 * Maps one section by type; missing or disallowed content falls back to a "#" link
 * (docs/product.md §3.2).
 */
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
 * Maps a validated configuration to the footer configuration of docs/product.md §3.4.
 * - The first section titled "Footer Logo Redirect URL" is not a link of its own: its link value
 *   becomes `footerLogoLink` and an "FAQ" link to `{portalBase}/en/faq` takes its place; further such
 *   sections are dropped (docs/decisions.md §6).
 * - Sections map by type (html, image, PDF, other → plain link); missing or non-http(s) content
 *   gives a plain link to "#" (docs/product.md §3.2).
 * - Social links with an empty or disallowed value are dropped (docs/product.md §2.3).
 * - Missing parts stay `undefined`/empty: the default texts of docs/product.md §2.3
 * (customer-service line,
 *   subsidiary sentence, copyright with the year) are localised, so the Template fills them from i18n.
 * @param config the output of {@link parsePortalConfig}.
 * @param portalBase origin used for relative URLs and the FAQ link.
 * @param options `faqTitle`: the FAQ link's text, from the message catalogue (i18n `faq`), so it
 *   follows the page language; `previewMode` (default false): footer shows only logo and copyright.
 * @returns the footer configuration; never throws.
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
