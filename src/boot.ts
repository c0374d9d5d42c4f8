import { firstRenderDue, holdFirstRender } from "./firstRender";
import { preloadImage } from "./lib/preloadImage";
import { loadFooter } from "./login/footer/loadFooter";
import { firstViewRoot, followFirstViewPresses, showFirstViewLogo } from "./login/firstView";
import { adoptPageKcContext } from "../keycloakify-seam/browser/kcContextFromPage";
import { applyKeycloakHistory } from "../keycloakify-seam/browser/keycloakHistory";
import { loadTranslations } from "./login/messages/loadTranslations";
import { loadPageCode } from "./login/pageRegistry";
import { startPortalBranding, type PortalConfigResult } from "./portal/portalBranding";

// The first module script (config/bootEntryPlugin.ts; decisions.md §11): starts what the first render
// needs, then the app; a first view (its HTML loads no app) gets the portal's logo first (§22).
adoptPageKcContext();
applyKeycloakHistory();
const { kcContext } = window;
if (kcContext !== undefined) {
    const translations = loadTranslations(kcContext.locale?.currentLanguageTag ?? "en");
    if (translations !== undefined) holdFirstRender(translations);
    holdFirstRender(startPortalBranding(kcContext).then(loadBranding));
}
const firstView = firstViewRoot();
if (firstView !== null) followFirstViewPresses(firstView);
const appDue = firstView === null ? Promise.resolve() : firstRenderDue().then(afterNextPaint);
void appDue.then(startApp);

async function loadBranding(result: PortalConfigResult): Promise<void> {
    if (!result.ok) return;
    void appDue.then(() => loadFooter().catch(() => undefined));
    const logo = result.config.logos?.header;
    if (logo?.url === undefined) return;
    await preloadImage(logo.url);
    showFirstViewLogo(logo.url, logo.altText);
}

// A hidden tab paints no frame: 100 ms at most.
function afterNextPaint(): Promise<void> {
    return new Promise(resolve => {
        requestAnimationFrame(() => setTimeout(resolve));
        setTimeout(resolve, 100);
    });
}

// A lost main bundle is expected on a flaky network, not a fault (docs/decisions.md §23).
function startApp(): Promise<unknown> {
    if (kcContext !== undefined) void loadPageCode(kcContext.pageId);
    return import("./main").catch(() =>
        console.warn("The app's code could not be loaded; the server-written form stays.")
    );
}
