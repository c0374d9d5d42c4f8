type UiRuntime = "preact" | "react";

/** The runtime `UI_RUNTIME` names (unset: Preact 11; `react`: React 19 itself, docs/decisions.md §10); throws an Error on another value. */
export function uiRuntime(): UiRuntime {
    const value = process.env.UI_RUNTIME || "preact";
    if (value === "preact" || value === "react") return value;
    throw new Error(`UI_RUNTIME=${value}: expected preact or react (docs/decisions.md §10).`);
}

/** Vite's and Keycloakify's output folders for `runtime`: React's never overwrite the shipped jar. */
export function buildFolders(runtime = uiRuntime()): { dist: string; jarDir: string } {
    return runtime === "react"
        ? { dist: "dist_react", jarDir: "dist_keycloak_react" }
        : { dist: "dist", jarDir: "dist_keycloak" };
}
