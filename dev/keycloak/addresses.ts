/** Where browsers and tests reach the set-up: Keycloak, the demo realm and client, the portal. */
import { PORTS } from "./ports";

/** Origin of Keycloak as browsers reach it (in production, HAProxy's). */
export const KEYCLOAK_URL = `http://localhost:${PORTS.keycloak}`;

/**
 * Keycloak's HTTPS origin: the same server, asking browsers for a client certificate of the
 * set-up's test CA (`https-client-auth=request`), for the X.509 sign-in.
 */
export const KEYCLOAK_HTTPS_URL = `https://localhost:${PORTS.keycloakHttps}`;

/** The demo realm. */
export const REALM = "utility-portal";

/** The demo realm's public OIDC client, which redirects to the portal. */
const CLIENT_ID = "customer-portal";

/** The portal origin the realm's client redirects to and the theme's development portal base. */
export const PORTAL_URL = `http://localhost:${PORTS.portal}`;

/**
 * The same portal server as the theme's QA portal: a second allowed origin, so tests can tell the
 * portal named by `redirect_uri` from the development fallback. The client also accepts
 * `http://[::1]:<portal port>/*`, an origin the theme's allow-list does not hold.
 */
export const QA_PORTAL_URL = `http://127.0.0.1:${PORTS.portal}`;

/** Where the client's redirect lands: the portal server answers it with a "signed in" page. */
export const SIGNED_IN_URL = `${PORTAL_URL}/signed-in`;

/** Bootstrap admin of the master realm, from the environment (default `admin`/`admin`). */
export const ADMIN = {
    username: process.env.KC_BOOTSTRAP_ADMIN_USERNAME ?? "admin",
    password: process.env.KC_BOOTSTRAP_ADMIN_PASSWORD ?? "admin"
};

/**
 * The demo client's authorization URL: where a customer's sign-in starts.
 * @param params extra query parameters (for example `redirect_uri`, `ui_locales`, `client_data`);
 *   `redirect_uri` defaults to {@link SIGNED_IN_URL}.
 */
export function authorizationUrl(params: Record<string, string> = {}): string {
    const url = new URL(`${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/auth`);
    const query = {
        client_id: CLIENT_ID,
        response_type: "code",
        scope: "openid",
        redirect_uri: SIGNED_IN_URL,
        ...params
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
}
