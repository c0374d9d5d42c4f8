/*
 * Sets the `dark` class on <html> before the first paint, so a dark-mode visitor never sees a flash
 * of the light page (docs/product.md §4, docs/decisions.md §5). An external file rather than an
 * inline script, so a strict Content-Security-Policy need not allow inline scripts. Mirrors
 * src/login/colorMode.ts; the React side takes over once it loads.
 */
(function () {
    const root = document.documentElement;
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
