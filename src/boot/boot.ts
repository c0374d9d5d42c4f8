import "./devKcContext";
import { firstRenderDue, holdFirstRender } from "./firstRender";
import { preloadImage } from "../lib/preloadImage";
import { loadFooter } from "../login/footer/loadFooter";
import { firstViewRoot, followFirstViewPresses, showFirstViewLogo } from "./firstView";
import { adoptPageKcContext } from "../../keycloakify-seam/browser/kcContextFromPage";
import { applyKeycloakHistory } from "../../keycloakify-seam/browser/keycloakHistory";
import { loadTranslations } from "../login/messages/loadTranslations";
import { loadPageCode } from "../login/pageRegistry";
import {
    keptPortalBranding,
    PORTAL_CONFIG_TIMEOUT_MS,
    startPortalBranding,
    type PortalConfig,
    type PortalConfigResult
} from "../portal/portalBranding";

// Stage 3 of src/boot/README.md: starts what the first render needs; on a page with a first view,
// the portal's logo first (decisions.md §22), then the app. It never imports the app.
adoptPageKcContext();
applyKeycloakHistory();
const { kcContext } = window;
if (kcContext !== undefined) {
    const translations = loadTranslations(kcContext.locale?.currentLanguageTag ?? "en");
    if (translations !== undefined) holdFirstRender(translations);
    // A kept answer's logo is painted before the fresh call starts (decisions.md §27).
    const fresh = startPortalBranding(kcContext, location.search, kept =>
        loadBranding(kept).then(afterNextPaint)
    );
    holdFirstRender(showBranding(fresh));
}
const firstView = firstViewRoot();
if (firstView !== null) followFirstViewPresses(firstView);
// With a first view, the app's download waits for the branding, never delaying the logo (§22).
const appDue =
    firstView === null
        ? Promise.resolve()
        : firstRenderDue(PORTAL_CONFIG_TIMEOUT_MS).then(afterNextPaint);
void appDue.then(startApp);

async function loadBranding(config: PortalConfig): Promise<void> {
    void appDue.then(() => loadFooter().catch(() => undefined));
    const logo = config.logos?.header;
    if (logo?.url === undefined) return;
    await preloadImage(logo.url);
    showFirstViewLogo(logo.url, logo.altText);
}

async function showBranding(fresh: Promise<PortalConfigResult>): Promise<void> {
    if ((await keptPortalBranding()) !== undefined) return;
    const result = await fresh;
    if (result.ok) await loadBranding(result.config);
}

// A hidden tab paints no frame: 100 ms at most.
function afterNextPaint(): Promise<void> {
    return new Promise(resolve => {
        requestAnimationFrame(() => setTimeout(resolve));
        setTimeout(resolve, 100);
    });
}

// The inert blocks written in place of the app's scripts on a page with a first view.
function appModules(): string[] {
    const blocks = document.querySelectorAll("script[data-app-module]");
    return Array.from(blocks, block => block.getAttribute("data-src") ?? "").filter(Boolean);
}

// A lost main bundle is expected on a flaky network, not a fault (docs/decisions.md §23).
function startApp(): Promise<unknown> | undefined {
    if (kcContext !== undefined) void loadPageCode(kcContext.pageId);
    const modules = appModules();
    if (modules.length === 0) return undefined;
    return Promise.all(modules.map(src => import(/* @vite-ignore */ src))).catch(() =>
        console.warn("The app's code could not be loaded; the server-written form stays.")
    );
}
