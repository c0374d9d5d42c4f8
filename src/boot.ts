import { holdFirstRender } from "./firstRender";
import { preloadImage } from "./lib/preloadImage";
import { loadFooter } from "./login/footer/loadFooter";
import { adoptPageKcContext } from "../keycloakify-seam/browser/kcContextFromPage";
import { applyKeycloakHistory } from "../keycloakify-seam/browser/keycloakHistory";
import { loadTranslations } from "./login/messages/loadTranslations";
import { loadPageCode } from "./login/pageRegistry";
import { startPortalBranding, type PortalConfigResult } from "./portal/portalBranding";

// The first module script (config/bootEntryPlugin.ts; docs/decisions.md §11): starts what the
// first render needs while the main bundle downloads.
adoptPageKcContext();
applyKeycloakHistory();
const { kcContext } = window;
if (kcContext !== undefined) {
    void loadPageCode(kcContext.pageId);
    const translations = loadTranslations(kcContext.locale?.currentLanguageTag ?? "en");
    if (translations !== undefined) holdFirstRender(translations);
    holdFirstRender(startPortalBranding(kcContext).then(loadBranding));
}

async function loadBranding(result: PortalConfigResult): Promise<void> {
    if (!result.ok) return;
    loadFooter().catch(() => undefined);
    const logoUrl = result.config.logos?.header?.url;
    if (logoUrl !== undefined) await preloadImage(logoUrl);
}
