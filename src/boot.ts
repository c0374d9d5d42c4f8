import { holdFirstRender } from "./firstRender";
import { preloadImage } from "./lib/preloadImage";
import { loadFooter } from "./login/footer/loadFooter";
import { adoptPageKcContext } from "./login/kcContextFromPage";
import { applyKeycloakHistory } from "./login/keycloakHistory";
import { preloadPageCode } from "./login/pageRegistry";
import { portalBaseFromKcContext } from "./portal/portalBase";
import type { PortalConfigResult } from "./portal/fetchPortalConfig";
import { prefetchPortalConfig } from "./portal/prefetchPortalConfig";

/*
 * The first module script of index.html, built as an entry of its own (config/bootEntryPlugin.ts):
 * small, so it runs while the main bundle is still downloading, and starts what the first view
 * waits for next in parallel with it (docs/decisions.md §11): the current page's code, the portal
 * call and, once the answer is validated, the header logo (the first view's largest paint) and the
 * footer's code. The first render waits for the answer and the logo, within a deadline
 * (`src/firstRender.ts`); the footer renders in a task of its own after it.
 * It reads the page's kcContext data block first (`adoptPageKcContext`; the main entry does the
 * same when it runs first) and applies Keycloak's history replacement (`applyKeycloakHistory`). On the dev server `src/main.tsx` imports it once the mock kcContext is
 * in place; without a kcContext it does nothing.
 */
adoptPageKcContext();
applyKeycloakHistory();
const { kcContext } = window;
if (kcContext !== undefined) {
    preloadPageCode(kcContext.pageId);
    const portal = prefetchPortalConfig(portalBaseFromKcContext(kcContext));
    if (portal !== undefined) holdFirstRender(portal.then(loadBranding));
}

/** Starts the footer's code and loads the header logo, when the portal answered. */
async function loadBranding(result: PortalConfigResult): Promise<void> {
    if (!result.ok) return;
    loadFooter().catch(() => undefined);
    const logoUrl = result.config.logos?.header?.url;
    if (logoUrl !== undefined) await preloadImage(logoUrl);
}
