import { holdFirstRender } from "./firstRender";
import { preloadImage } from "./lib/preloadImage";
import { loadFooter } from "./login/footer/loadFooter";
import { adoptPageKcContext } from "./login/kcContextFromPage";
import { applyKeycloakHistory } from "./login/keycloakHistory";
import { loadTranslations } from "./login/messages/loadTranslations";
import { loadPageCode } from "./login/pageRegistry";
import { startPortalBranding, type PortalConfigResult } from "./portal/portalBranding";

/*
 * The first module script of index.html (config/bootEntryPlugin.ts): small, so it runs while the
 * main bundle downloads and starts in parallel the page's code, our texts' translations (a page in
 * another language than English), the portal call, then the header logo and footer code
 * (docs/decisions.md §11). Without a kcContext it does nothing.
 */
adoptPageKcContext();
applyKeycloakHistory();
const { kcContext } = window;
if (kcContext !== undefined) {
    void loadPageCode(kcContext.pageId);
    const translations = loadTranslations(kcContext.locale?.currentLanguageTag ?? "en");
    if (translations !== undefined) holdFirstRender(translations);
    holdFirstRender(startPortalBranding(kcContext).then(loadBranding));
}

/** Starts the footer's code and loads the header logo, when the portal answered. */
async function loadBranding(result: PortalConfigResult): Promise<void> {
    if (!result.ok) return;
    loadFooter().catch(() => undefined);
    const logoUrl = result.config.logos?.header?.url;
    if (logoUrl !== undefined) await preloadImage(logoUrl);
}
