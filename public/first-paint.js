/*
 * Runs before the first paint, from <head> (an external file, so a strict Content-Security-Policy
 * need not allow inline scripts):
 * - sets the `dark` class on <html>, so a dark-mode visitor never sees a flash of the light page
 *   (docs/product.md §4, docs/decisions.md §5); mirrors src/login/colorMode.ts, which takes over
 *   once it loads;
 * - guards the server-written first view (docs/decisions.md §22): the first post of its form marks
 *   the root `data-submitted`, so the app does not take over a page that is leaving, and any later
 *   post of the page is refused, so a customer's second click never posts twice.
 */
(function () {
    const root = document.documentElement;
    document.addEventListener(
        "submit",
        function (event) {
            const app = document.getElementById("root");
            if (!app) return;
            if (app.hasAttribute("data-submitted")) event.preventDefault();
            else if (app.hasAttribute("data-first-view")) app.setAttribute("data-submitted", "");
        },
        true
    );
    // A page restored from the back-forward cache is not leaving any more.
    window.addEventListener("pageshow", function (event) {
        const app = document.getElementById("root");
        if (event.persisted && app) app.removeAttribute("data-submitted");
    });
    // The realm's dark-mode switch, which the kcContext data block carries as an attribute.
    const data = document.getElementById("kc-context");
    if (data && data.getAttribute("data-dark-mode") === "false") return;
    function read(key) {
        try {
            return window.localStorage.getItem(key);
        } catch {
            return null;
        }
    }
    let mode = read("utility-portal.color-mode");
    if (mode !== "light" && mode !== "dark") mode = "system";
    const prefersDark = !!(
        window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
    );
    const wantsDark = mode === "dark" || (mode === "system" && prefersDark);
    let scheme = read(wantsDark ? "utility-portal.dark-scheme" : "utility-portal.light-scheme");
    if (scheme !== "light" && scheme !== "dark") scheme = wantsDark ? "dark" : "light";
    if (scheme === "dark") root.classList.add("dark");
})();
