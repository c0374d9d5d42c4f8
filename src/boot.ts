import { preloadImage } from "./lib/preloadImage";
import { preloadPageCode } from "./login/pageRegistry";
import { portalBaseFromKcContext } from "./portal/portalBase";
import { prefetchPortalConfig } from "./portal/prefetchPortalConfig";

/*
 * The first module script of index.html, built as an entry of its own (config/bootEntryPlugin.ts):
 * small, so it runs while the main bundle is still downloading, and starts what the first view
 * waits for next in parallel with it (docs/decisions.md §11): the current page's code, the portal
 * call and, once the answer is validated, the header logo (the first view's largest paint). On the
 * dev server `src/main.tsx` imports it once the mock kcContext is in place; without a kcContext
 * it does nothing.
 */
const { kcContext } = window;
if (kcContext !== undefined) {
    preloadPageCode(kcContext.pageId);
    void prefetchPortalConfig(portalBaseFromKcContext(kcContext))?.then(result => {
        const logoUrl = result.ok ? result.config.logos?.header?.url : undefined;
        if (logoUrl !== undefined) preloadImage(logoUrl);
    });
}
