/**
 * A small client for Keycloak's admin REST API, as the bootstrap admin of the master realm, for
 * tests and benchmarks that prepare users and check what Keycloak stored.
 * Every call throws an `Error` with the method, path, status and body when Keycloak refuses it.
 */
import { ADMIN, KEYCLOAK_URL, PORTAL_URL, REALM } from "./addresses";

/** A user as the admin API returns it (the fields the tests read). */
export type AdminUser = {
    id: string;
    username: string;
    email?: string;
    emailVerified?: boolean;
    firstName?: string;
    lastName?: string;
    attributes?: Record<string, string[]>;
    requiredActions?: string[];
};

/** A stored credential (password, otp, …) as the admin API lists it. */
export type AdminCredential = { id: string; type: string; userLabel?: string };

let token: { value: string; expiresAt: number } | undefined;

async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 5_000) return token.value;
    const response = await fetch(`${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`, {
        method: "POST",
        body: new URLSearchParams({
            grant_type: "password",
            client_id: "admin-cli",
            username: ADMIN.username,
            password: ADMIN.password
        })
    });
    if (!response.ok) throw new Error(`admin token: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
}

/**
 * Calls `/admin/realms/<realm><path>` with a JSON body (when given) and returns the parsed JSON
 * answer, or `undefined` for an empty one.
 * @param path e.g. `/users?username=customer&exact=true`; `realm` defaults to the demo realm.
 */
export async function admin<T>(
    method: string,
    path: string,
    body?: unknown,
    realm: string = REALM
): Promise<T> {
    const response = await fetch(`${KEYCLOAK_URL}/admin/realms/${realm}${path}`, {
        method,
        headers: {
            Authorization: `Bearer ${await accessToken()}`,
            ...(body === undefined ? {} : { "Content-Type": "application/json" })
        },
        body: body === undefined ? undefined : JSON.stringify(body)
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Creates a realm of the same Keycloak (`POST /admin/realms`), for example a second realm that
 * acts as an identity provider of the demo realm. Keycloak's admin API takes the whole
 * representation at once, clients and users (with `credentials`) included.
 * @param representation at least `{ realm: "<name>" }`; `enabled` defaults to `true`.
 * @throws an `Error` with the status and Keycloak's answer when it refuses (409 for a taken name).
 */
export async function createRealm(
    representation: { realm: string } & Record<string, unknown>
): Promise<void> {
    const response = await fetch(`${KEYCLOAK_URL}/admin/realms`, {
        method: "POST",
        headers: {
            Authorization: `Bearer ${await accessToken()}`,
            "Content-Type": "application/json"
        },
        body: JSON.stringify({ enabled: true, ...representation })
    });
    if (!response.ok) {
        throw new Error(`POST /admin/realms: ${response.status} ${await response.text()}`);
    }
}

/** The user with exactly this username, or `undefined`. */
export async function findUser(username: string): Promise<AdminUser | undefined> {
    const users = await admin<AdminUser[]>(
        "GET",
        `/users?username=${encodeURIComponent(username)}&exact=true&briefRepresentation=false`
    );
    return users[0];
}

/**
 * An OTP credential as Keycloak stores it: the secret as text, the policy of the demo realm
 * (TOTP, 6 digits, 30 s, HmacSHA1). Authenticator apps take `Secret.fromLatin1(secret).base32`.
 */
export function otpCredential(userLabel: string, secret: string): Record<string, string> {
    return {
        type: "otp",
        userLabel,
        secretData: JSON.stringify({ value: secret }),
        credentialData: JSON.stringify({
            subType: "totp",
            digits: 6,
            counter: 0,
            period: 30,
            algorithm: "HmacSHA1"
        })
    };
}

/**
 * Creates a user (replacing one of the same name) with a password that is not temporary.
 * @param user the representation to create; `password` is set as its credential, `otherCredentials`
 *   (for example {@link otpCredential}) are stored beside it.
 * @returns the created user as Keycloak stored it.
 */
export async function createUser(
    user: Omit<AdminUser, "id"> & {
        password: string;
        enabled?: boolean;
        otherCredentials?: Record<string, string>[];
    }
): Promise<AdminUser> {
    const existing = await findUser(user.username);
    if (existing) await admin("DELETE", `/users/${existing.id}`);
    const { password, otherCredentials = [], ...representation } = user;
    await admin("POST", "/users", {
        enabled: true,
        ...representation,
        credentials: [{ type: "password", value: password, temporary: false }, ...otherCredentials]
    });
    return (await findUser(user.username))!;
}

/** The credentials stored for a user. */
export function credentialsOf(userId: string): Promise<AdminCredential[]> {
    return admin<AdminCredential[]>("GET", `/users/${userId}/credentials`);
}

/**
 * Creates a public client of the demo realm that may redirect to the portal ({@link PORTAL_URL}),
 * unless a client with that id exists (a reused Keycloak keeps it).
 * @param settings more of its representation, for example `authenticationFlowBindingOverrides`
 *   or `attributes: { login_theme }`.
 */
export async function ensurePortalClient(
    clientId: string,
    settings: Record<string, unknown>
): Promise<void> {
    const found = await admin<unknown[]>("GET", `/clients?clientId=${encodeURIComponent(clientId)}`);
    if (found.length > 0) return;
    await admin("POST", "/clients", {
        clientId,
        publicClient: true,
        standardFlowEnabled: true,
        redirectUris: [`${PORTAL_URL}/*`],
        ...settings
    });
}

/** Changes realm settings (for example `{ loginTheme: "keycloak.v2" }`). */
export async function updateRealm(settings: Record<string, unknown>): Promise<void> {
    await admin("PUT", "", settings);
}
