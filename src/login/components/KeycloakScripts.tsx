import { useState } from "react";
import { useInitialize } from "keycloakify/login/Template.useInitialize";
import type { KcContext } from "../KcContext";

/** Props of {@link KeycloakScripts}. */
export type KeycloakScriptsProps = {
    kcContext: KcContext;
    /** Insert the scripts from now on; later `false` values are ignored (they stay inserted). */
    due: boolean;
};

/**
 * Inserts Keycloak's page scripts through Keycloakify's `useInitialize`: `menu-button-links.js`,
 * the realm's `kcContext.scripts` and the `authChecker.js` session polling (what Keycloak's
 * `template.ftl` loads). Renders nothing. The Template makes them due once the portal has answered
 * or failed (at most the 5 s portal timeout): nothing on the first view needs them, so they do not
 * compete with the branding (docs/decisions.md §7). Once due they stay: Keycloakify reloads the
 * page when `useInitialize` mounts a second time.
 */
export function KeycloakScripts({ kcContext, due }: KeycloakScriptsProps) {
    const [started, setStarted] = useState(due);
    if (due && !started) setStarted(true);
    return started ? <InitializeKeycloak kcContext={kcContext} /> : null;
}

/**
 * A component of its own so the page does not wait for `useInitialize`'s "style sheets loaded"
 * state (we insert none, yet it costs a frame) and that state change re-renders only this.
 */
function InitializeKeycloak({ kcContext }: { kcContext: KcContext }) {
    useInitialize({ kcContext, doUseDefaultCss: false });
    return null;
}
