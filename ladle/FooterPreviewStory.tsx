import { useMemo } from "react";
import { HeaderLogo } from "@/login/components/HeaderLogo";
import { useI18n } from "@/login/i18n";
import { useColorMode } from "@/login/useColorMode";
import { LoadedPortalFooter } from "@/login/footer/LoadedPortalFooter";
import { usePortalBranding } from "@/portal/usePortalBranding";
import { storyKcContext, type PageStoryArgs } from "./PageStory";

/**
 * The footer and the logo component in preview mode (docs/product.md §2.3): the footer shows only
 * the logo and the copyright bar; the logo shows the uploaded image at 100×100. The Template never
 * turns preview mode on, so this story composes the parts itself, with the portal configuration
 * loaded the same way (`usePortalBranding` with the sign-in page's kcContext).
 */
export function FooterPreviewStory({ locale = "en" }: Partial<PageStoryArgs>) {
    const kcContext = useMemo(() => storyKcContext({ pageId: "login.ftl", locale }), [locale]);
    const { i18n } = useI18n({ kcContext });
    useColorMode({ forceLight: false });
    const portal = usePortalBranding({ kcContext });
    const utilityName = i18n.msgStr("utilityName");
    if (portal.status !== "ready") return null;
    return (
        <div className="flex min-h-screen flex-col bg-surface text-ink">
            <main className="flex flex-1 flex-col gap-4 p-8">
                <h1 className="text-2xl font-semibold">Footer and logo in preview mode</h1>
                <HeaderLogo
                    logo={portal.config.logos?.header}
                    fallbackAlt={portal.config.logos?.header?.altText ?? utilityName}
                    size="link"
                    previewMode
                    previewSrc={portal.config.logos?.header?.url}
                />
            </main>
            <LoadedPortalFooter
                portalConfig={portal.config}
                portalBase={portal.portalBase}
                i18n={i18n}
                previewMode
            />
        </div>
    );
}
