import { useMediaQuery } from "@/lib/useMediaQuery";
import type { PortalConfig } from "@/portal/portalConfig";
import { SafeHtml } from "./SafeHtml";

/** Where the welcome column shows: Tailwind's `md` screen (tailwind.config.ts). */
const WIDE_LAYOUT_QUERY = "(min-width: 900px)";

/** Props of {@link WelcomePanel}. */
export type WelcomePanelProps = {
    /** The portal configuration, `undefined` while loading or after a failure. */
    config: PortalConfig | undefined;
};

/**
 * Left column of wide screens (docs/product.md §2.2; md = 900px and up, hidden below): the portal's
 * background image with the welcome title and sanitised welcome content. The column is always
 * there, navy until the branding arrives, so nothing moves when it does (no layout shift). The text
 * sits on a navy card (white on navy 18:1, links teal on navy 8.76:1, WCAG 1.4.3) because the image
 * behind is unknown. Below md the column is empty: neither the image is downloaded nor the text
 * sanitised and laid out (that work came first in a phone's first render, for nothing shown); it
 * fills in when the viewport widens. The portal's title and content carry `dir="auto"`: they keep
 * their own direction in a right-to-left page, so an English full stop stays at the end (WCAG 1.3.2).
 */
export function WelcomePanel({ config }: WelcomePanelProps) {
    const shown = useMediaQuery(WIDE_LAYOUT_QUERY, true);
    const background = shown ? config?.logos?.background : undefined;
    const welcome = shown ? config?.welcomeMessage : undefined;
    const hasText = welcome?.title !== undefined || welcome?.content !== undefined;
    return (
        <section
            aria-labelledby={welcome?.title === undefined ? undefined : "welcome-title"}
            className="relative hidden min-h-page flex-1 items-end overflow-hidden bg-navy p-12 md:flex"
        >
            {background?.url !== undefined && (
                // The source's media keeps the download to the wide layout even before a re-render.
                <picture>
                    <source media={WIDE_LAYOUT_QUERY} srcSet={background.url} />
                    <img
                        alt={background.altText ?? ""}
                        className="absolute inset-0 size-full object-cover"
                    />
                </picture>
            )}
            {hasText && (
                <div className="relative max-w-xl rounded bg-navy/90 p-8 text-white">
                    {welcome?.title !== undefined && (
                        <h2 id="welcome-title" dir="auto" className="text-3xl font-bold">
                            {welcome.title}
                        </h2>
                    )}
                    {welcome?.content !== undefined && (
                        <SafeHtml
                            html={welcome.content}
                            dir="auto"
                            className="mt-4 space-y-3 text-lg [&_a]:text-teal [&_a]:underline"
                        />
                    )}
                </div>
            )}
        </section>
    );
}
