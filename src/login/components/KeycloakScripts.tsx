import { useInitialize } from "keycloakify/login/Template.useInitialize";
import type { KcContext } from "../KcContext";

/**
 * Inserts Keycloak's page scripts through Keycloakify's `useInitialize`: `menu-button-links.js`,
 * the realm's `kcContext.scripts` and the `authChecker.js` session polling (what Keycloak's
 * `template.ftl` loads). Renders nothing. A component of its own so the page does not wait for
 * `useInitialize`'s "style sheets loaded" state (we insert none) and its state change re-renders
 * only this: waiting cost the first view a frame and a second render (issue 8). The Template mounts
 * it once the portal has answered or failed (at most the 5 s portal timeout), so these scripts,
 * which nothing on the first view needs, do not compete with the branding (issue 8).
 */
export function KeycloakScripts({ kcContext }: { kcContext: KcContext }) {
    useInitialize({ kcContext, doUseDefaultCss: false });
    return null;
}
