import { useEffect, useState } from "react";
import { startKeycloakScripts } from "../keycloakScripts";
import type { KcContext } from "../KcContext";

/** Props of {@link KeycloakScripts}. */
export type KeycloakScriptsProps = {
    kcContext: KcContext;
    /** Start the scripts from now on; later `false` values are ignored (they stay loaded). */
    due: boolean;
};

/**
 * Starts Keycloak's page scripts (`startKeycloakScripts`): `menu-button-links.js`, the realm's
 * `kcContext.scripts` and the `authChecker.js` session polling (what Keycloak's `template.ftl`
 * loads), as files, never inline (docs/security.md). Renders nothing. The Template makes them due
 * once the portal has answered or failed (at most the 5 s portal timeout): nothing on the first
 * view needs them, so they do not compete with the branding (docs/decisions.md §7). Once due they
 * stay, and they start once per page however often this mounts.
 */
export function KeycloakScripts({ kcContext, due }: KeycloakScriptsProps) {
    const [started, setStarted] = useState(due);
    if (due && !started) setStarted(true);
    useEffect(() => {
        if (started) void startKeycloakScripts(kcContext);
    }, [started, kcContext]);
    return null;
}
