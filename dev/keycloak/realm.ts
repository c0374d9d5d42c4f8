/** The demo realm file (`realm-utility-portal.json`): its users, its policy, its import. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Secret } from "otpauth";
import { DEFAULT_SMTP_PORT } from "../mail-catcher";
import { DEFAULT_PORTAL_PORT } from "../portal-server";
import { REALM } from "./addresses";
import { PORTS } from "./ports";

const REALM_FILE = fileURLToPath(new URL("./realm-utility-portal.json", import.meta.url));

/**
 * A user of the demo realm, as the realm file declares them. `otpSecret` is the base32 secret of
 * their OTP credential (what an authenticator app takes), when they have one.
 */
export type DemoUser = {
    username: string;
    password: string;
    requiredActions: string[];
    otpSecret?: string;
};

type RealmUser = {
    username: string;
    requiredActions?: string[];
    credentials?: { type: string; value?: string; secretData?: string }[];
};

/** Keycloak keeps an OTP credential's secret as text; apps take its bytes in base32. */
function otpSecretOf(user: RealmUser): string | undefined {
    const secretData = user.credentials?.find(credential => credential.type === "otp")?.secretData;
    if (secretData === undefined) return undefined;
    return Secret.fromLatin1((JSON.parse(secretData) as { value: string }).value).base32;
}

/** The demo users and their passwords, read from the committed realm file. */
export function demoUsers(): DemoUser[] {
    const realm = JSON.parse(readFileSync(REALM_FILE, "utf8")) as { users: RealmUser[] };
    return realm.users.map(user => ({
        username: user.username,
        password: user.credentials?.find(credential => credential.type === "password")?.value ?? "",
        requiredActions: user.requiredActions ?? [],
        otpSecret: otpSecretOf(user)
    }));
}

/** The committed realm, with its portal origin and SMTP port moved to {@link PORTS}. */
export function realmForPorts(): string {
    return readFileSync(REALM_FILE, "utf8")
        .replaceAll(`localhost:${DEFAULT_PORTAL_PORT}`, `localhost:${PORTS.portal}`)
        .replaceAll(`127.0.0.1:${DEFAULT_PORTAL_PORT}`, `127.0.0.1:${PORTS.portal}`)
        .replaceAll(`[::1]:${DEFAULT_PORTAL_PORT}`, `[::1]:${PORTS.portal}`)
        .replace(`"port": "${DEFAULT_SMTP_PORT}"`, `"port": "${PORTS.smtp}"`);
}

/**
 * The Content-Security-Policy the demo realm sets on its login pages
 * (`browserSecurityHeaders.contentSecurityPolicy`, docs/security.md §1), with the set-up's portal
 * origins.
 */
export function demoRealmContentSecurityPolicy(): string {
    const realm = JSON.parse(realmForPorts()) as {
        browserSecurityHeaders: { contentSecurityPolicy: string };
    };
    return realm.browserSecurityHeaders.contentSecurityPolicy;
}

/** Keycloak 26's own Content-Security-Policy on login pages, for a realm that sets none. */
export const KEYCLOAK_DEFAULT_CSP = "frame-src 'self'; frame-ancestors 'self'; object-src 'none';";

/** Puts the demo realm ({@link realmForPorts}) alone into `home`'s `data/import/`, for `--import-realm`. */
export function installRealm(home: string): void {
    const importDir = join(home, "data", "import");
    rmSync(importDir, { recursive: true, force: true });
    mkdirSync(importDir, { recursive: true });
    writeFileSync(join(importDir, `${REALM}-realm.json`), realmForPorts());
}
