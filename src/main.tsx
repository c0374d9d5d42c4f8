import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { KcPage } from "./kc.gen";
import { NoKcContext } from "./NoKcContext";
import { firstRenderDue } from "./firstRender";
import { beginTakeover, firstViewRoot, firstViewSubmitted } from "./login/firstView";
import { adoptPageKcContext } from "../keycloakify-seam/browser/kcContextFromPage";
import { loadPageCode } from "./login/pageRegistry";
import { installTrustedTypesDefaultPolicy, prepareSanitizing } from "./lib/sanitize";
import { prepareClassMerging } from "./lib/utils";
import "./fonts.css";
import "./index.css";

/**
 * Development only (dropped from the build): mounts a mock kcContext for `?page=` (default
 * `login.ftl`) and runs the boot script as the jar's `index.html` does (docs/architecture.md §1.3).
 */
async function loadDevMock(): Promise<void> {
    if (!import.meta.env.DEV || window.kcContext !== undefined) return;
    const { devMockFromSearch } = await import("./test-support/devMock");
    window.kcContext = devMockFromSearch(window.location.search);
    await import("./boot");
}

// Long enough for a prompt portal to be in the first paint, short enough that a slow one never
// holds the form noticeably (docs/decisions.md §11).
const FIRST_RENDER_MAX_WAIT_MS = 300;

adoptPageKcContext();
installTrustedTypesDefaultPolicy(window.kcContext?.scripts);

/**
 * Settles what the server wrote before the first render: the fallback (`config/pageFallback.ftl`,
 * docs/security.md §6) is removed, a first view (`config/firstView/`, docs/decisions.md §22) is
 * taken over. Returns `false`, and renders nothing, without a readable kcContext (the fallback's
 * localised sentence says what to do, or the first view works on its own), when the customer
 * already posted the first view's form (that page is leaving), or when the page's code could not
 * be loaded and a first view is there: that form signs in without it (docs/decisions.md §23).
 */
function settleServerContent(pageCodeIn: boolean): boolean {
    const fallback = document.getElementById("kc-fallback");
    const firstView = firstViewRoot();
    if (window.kcContext === undefined && (fallback !== null || firstView !== null)) {
        fallback?.classList.add("kc-fallback-now");
        return false;
    }
    if (firstViewSubmitted()) return false;
    if (!pageCodeIn && firstView !== null) {
        console.warn("The page's code could not be loaded; the server-written form stays.");
        return false;
    }
    fallback?.remove();
    if (firstView !== null) beginTakeover(firstView);
    return true;
}

let pageCodeIn = true;

loadDevMock()
    .then(() => {
        // Libraries' first-use set-up, each in a task of its own while the render waits.
        setTimeout(prepareClassMerging);
        setTimeout(prepareSanitizing);
        return firstRenderDue(FIRST_RENDER_MAX_WAIT_MS);
    })
    // The page's code is in before the render, so the takeover of a first view is one task: the
    // server's form is never gone while the page's code still downloads, when a key pressed
    // there would be lost (docs/decisions.md §22).
    .then(async () => {
        if (window.kcContext !== undefined) pageCodeIn = await loadPageCode(window.kcContext.pageId);
    })
    .finally(() => {
        if (!settleServerContent(pageCodeIn)) return;
        createRoot(document.getElementById("root")!).render(
            <StrictMode>
                {window.kcContext === undefined ? (
                    <NoKcContext />
                ) : (
                    <KcPage kcContext={window.kcContext} />
                )}
            </StrictMode>
        );
    });
