import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { KcPage } from "./kc.gen";
import { NoKcContext } from "./NoKcContext";
import { firstRenderDue } from "./firstRender";
import { adoptPageKcContext } from "./login/kcContextFromPage";
import { installTrustedTypesDefaultPolicy, prepareSanitizing } from "./lib/sanitize";
import { prepareClassMerging } from "./lib/utils";
import "./fonts.css";
import "./index.css";

/**
 * In development (`npm start`) there is no Keycloak: mount a mock kcContext for the page id in
 * `?page=` (default `login.ftl`), then run the boot script as the jar's `index.html` does
 * (docs/architecture.md §1.3), so the preview starts the page code and the portal call the same
 * way. An unknown id leaves the context absent. The production build drops this branch, so no
 * mock reaches the jar.
 */
async function loadDevMock(): Promise<void> {
    if (!import.meta.env.DEV || window.kcContext !== undefined) return;
    const { devMockFromSearch } = await import("./test-support/devMock");
    window.kcContext = devMockFromSearch(window.location.search);
    await import("./boot");
}

/**
 * How long the first render waits for the branding the boot script is loading, in ms: long enough
 * for a portal that answers promptly to be in the first paint, short enough that a slow one never
 * holds the sign-in form noticeably (docs/decisions.md §11).
 */
const FIRST_RENDER_MAX_WAIT_MS = 300;

adoptPageKcContext();
installTrustedTypesDefaultPolicy(window.kcContext?.scripts);

/**
 * The server-rendered fallback of a page whose code cannot run (`config/pageFallback.ftl`,
 * docs/security.md §6): removed when the page is about to render; shown at once instead, and
 * `false` returned, when Keycloak's page carries no readable kcContext, since its sentence in the
 * page's language says what to do and a developer's message would not.
 * @returns whether to render the page.
 */
function settlePageFallback(): boolean {
    const fallback = document.getElementById("kc-fallback");
    if (fallback !== null && window.kcContext === undefined) {
        fallback.classList.add("kc-fallback-now");
        return false;
    }
    fallback?.remove();
    return true;
}

loadDevMock()
    .then(() => {
        // Libraries' first-use set-up, each in a task of its own while the render waits.
        setTimeout(prepareClassMerging);
        setTimeout(prepareSanitizing);
        return firstRenderDue(FIRST_RENDER_MAX_WAIT_MS);
    })
    .finally(() => {
        if (!settlePageFallback()) return;
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
