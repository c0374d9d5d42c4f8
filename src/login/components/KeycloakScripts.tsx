import { useEffect, useState } from "react";
import { startKeycloakScripts } from "../../../keycloakify-seam/browser/keycloakScripts";
import type { KcContext } from "../KcContext";

/** Props of {@link KeycloakScripts}. */
export type KeycloakScriptsProps = {
    kcContext: KcContext;
    /** Later `false` values are ignored. */
    due: boolean;
};

/**
 * Starts Keycloak's page scripts (`startKeycloakScripts`) once `due`, in a task of its own (issue 48): the Template waits for the
 * portal, as nothing on the first view needs them (docs/decisions.md §7). Once per page.
 */
export function KeycloakScripts({ kcContext, due }: KeycloakScriptsProps) {
    const [started, setStarted] = useState(due);
    if (due && !started) setStarted(true);
    useEffect(() => {
        if (!started) return;
        const timer = setTimeout(() => void startKeycloakScripts(kcContext));
        return () => clearTimeout(timer);
    }, [started, kcContext]);
    return null;
}
