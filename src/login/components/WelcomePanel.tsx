import { useMediaQuery } from "@/lib/useMediaQuery";
import type { PortalConfig } from "@/portal/portalBranding";
import { SafeHtml } from "./SafeHtml";
import { WelcomeColumn } from "./WelcomeColumn";

/** Tailwind's `md` screen. */
const WIDE_LAYOUT_QUERY = "(min-width: 900px)";

/** Props of {@link WelcomePanel}. */
export type WelcomePanelProps = {
    config: PortalConfig | undefined;
};

/**
 * The left column from 900px (docs/product.md §2.2): portal background, welcome title and text on
 * a navy card (WCAG 1.4.3), navy until the branding arrives; below 900px it renders nothing.
 */
export function WelcomePanel({ config }: WelcomePanelProps) {
    const shown = useMediaQuery(WIDE_LAYOUT_QUERY, true);
    const background = shown ? config?.logos?.background : undefined;
    const welcome = shown ? config?.welcomeMessage : undefined;
    const hasText = welcome?.title !== undefined || welcome?.content !== undefined;
    return (
        <WelcomeColumn labeledBy={welcome?.title === undefined ? undefined : "welcome-title"}>
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
        </WelcomeColumn>
    );
}
