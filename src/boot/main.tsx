import { createRoot } from "react-dom/client";
import { appElement } from "./appElement";
import { beginTakeover, firstViewRoot, firstViewSubmitted } from "./firstView";
import { takeoverDue } from "./takeoverDue";
import { installTrustedTypesDefaultPolicy, prepareSanitizing } from "../lib/sanitize";
import { prepareClassMerging } from "../lib/utils";
import "../fonts.css";
import "../index.css";
// Last, as `manualChunks` assigns shared modules in import order; it runs before this module's body.
import "./boot";

installTrustedTypesDefaultPolicy(window.kcContext?.scripts);

/** Removes the server's fallback, takes over its first view (decisions.md §22); `false`: render nothing (§23). */
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

setTimeout(prepareClassMerging);
setTimeout(prepareSanitizing);
// Taking over in one task, so no key pressed while the code downloads is lost (decisions.md §22).
void takeoverDue(window.kcContext?.pageId).then(pageCodeIn => {
    if (!settleServerContent(pageCodeIn)) return;
    createRoot(document.getElementById("root")!).render(appElement(window.kcContext));
});
