import type { ComponentType, SVGProps } from "react";
import { AtSign, Facebook, Instagram, Linkedin, Youtube } from "lucide-react";
import type { SocialPlatform } from "./footerConfig";

/** Props of {@link SocialLinks}; `links` hold absolute http(s) URLs. */
export type SocialLinksProps = {
    links: { platform: SocialPlatform; value: string }[];
    label: string;
    newTabLabel: string;
};

// Brand names, the same in every language.
const platformNames: Record<SocialPlatform, string> = {
    x: "X",
    linkedin: "LinkedIn",
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    threads: "Threads"
};

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

// Lucide has no X logo.
function XLogo(props: SVGProps<SVGSVGElement>) {
    return (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} {...props}>
            <path d="M4 4h4.5L20 20h-4.5z" strokeLinejoin="round" />
            <path d="M19.5 4l-6.2 7M4.5 20l6.2-7" strokeLinecap="round" />
        </svg>
    );
}

const platformIcons: Record<SocialPlatform, Icon> = {
    x: XLogo,
    linkedin: Linkedin,
    facebook: Facebook,
    instagram: Instagram,
    youtube: Youtube,
    threads: AtSign
};

/** Footer social icons (docs/product.md §2.3, §3.3): 44×44px links (WCAG 2.5.8), new tab. */
export function SocialLinks({ links, label, newTabLabel }: SocialLinksProps) {
    if (links.length === 0) return null;
    return (
        <ul aria-label={label} className="flex flex-wrap gap-2">
            {links.map(({ platform, value }) => {
                const Icon = platformIcons[platform];
                return (
                    <li key={platform + value}>
                        <a
                            href={value}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="flex size-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
                        >
                            <Icon aria-hidden="true" className="size-5" />
                            <span className="sr-only">
                                {platformNames[platform]} {newTabLabel}
                            </span>
                        </a>
                    </li>
                );
            })}
        </ul>
    );
}
