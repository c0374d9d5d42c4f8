// Stage 2 of src/boot/README.md: the dark class before the first paint (decisions.md §5, in step
// with src/login/colorMode.ts) and the first view's post guard (§22). External: no inline script.
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
