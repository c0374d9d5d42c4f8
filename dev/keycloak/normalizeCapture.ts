/**
 * Turns a kcContext data block captured from a real Keycloak into what the repository keeps
 * (`src/test-support/contexts/<version>/<page>.json`, README "Captured kcContexts"): the same
 * shape and texts, with every value that is secret, bound to one session or one machine replaced
 * by a stable placeholder, so two captures of one page differ only where Keycloak changed.
 */
import { parseDataBlock } from "../../keycloakify-seam/kcContextWire";

/**
 * What replaces the machine's and the secret's values: each port the set-up ran on (`actual`) with
 * the default the captures name, and the TOTP secret shown on `login-config-totp.ftl` (Keycloakify's
 * sample, whose QR image encodes it).
 */
export type Placeholders = {
    ports: { actual: number; placeholder: number }[];
    totp: Record<"totpSecret" | "totpSecretEncoded" | "totpSecretQrCode", string>;
};

/**
 * Texts and numbers named by their key: a session's ids, authorization and logout codes, WebAuthn
 * challenges and user handles, SAML messages, trace ids, dates.
 */
const PLACEHOLDER_BY_KEY: Record<string, string | number> = {
    tabId: "TAB_ID",
    authSessionId: "AUTH_SESSION_ID",
    authSessionIdHash: "AUTH_SESSION_ID_HASH",
    traceId: "00000000000000000000000000000000",
    // base64url of "challenge", "user-id" and "credential-id": WebAuthn code can still decode them.
    challenge: "Y2hhbGxlbmdl",
    userId: "dXNlci1pZA",
    credentialId: "Y3JlZGVudGlhbC1pZA",
    userid: "dXNlci1pZA",
    code: "CODE",
    brokerSessionId: "BROKER_SESSION_ID",
    SAMLRequest: "SAML_REQUEST",
    SAMLResponse: "SAML_RESPONSE",
    relayState: "RELAY_STATE",
    generatedAt: 1764547200000,
    "client.secret.creation.time": "1764547200"
};

/** Dates, as Keycloak sends them: milliseconds or its formatted text. */
const DATE_KEYS = ["createdAt", "createdDate"];
const sampleDate = (value: unknown) =>
    typeof value === "number" ? 1764547200000 : "Dec 1, 2025, 12:00:00 AM";

/** Query parameters whose values belong to one session or one request. */
const SESSION_PARAMETERS = [
    "session_code",
    "tab_id",
    "client_data",
    "code",
    "state",
    "nonce",
    "key",
    "token",
    "user_code",
    "auth_session_id",
    "sid"
];

const SESSION_PARAMETER = new RegExp(`([?&])(${SESSION_PARAMETERS.join("|")})=[^&#"\\s]+`, "g");
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
/** Keycloak's per-start resource tag in `/resources/<tag>/login/<theme>`. */
const RESOURCE_TAG = /\/resources\/[a-z0-9]{5}(?=[/?])/g;
/** A JSON Web Token (never expected in a page; kept out should one appear). */
const JWT = /\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;
/** The tests' unique user names (`uniqueName`: prefix, base-36 time, counter). */
const UNIQUE_NAME = /\b([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*)-[0-9a-z]{8}-\d+\b/g;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Replaces, in one captured data block, what must not be committed or differs between runs:
 * - by key ({@link PLACEHOLDER_BY_KEY}, the TOTP pair, dates): the TOTP secret and its QR image,
 *   session ids, WebAuthn challenges and credential ids, SAML messages, trace ids, dates;
 * - recovery codes, by `0000-0000-0001`-style codes of the same layout;
 * - orders that change between starts of Keycloak: the supported authenticator apps and the
 *   messages beside them are sorted;
 * - in every text: session query parameters, JSON Web Tokens, UUIDs (numbered in order of
 *   appearance), the resource tag, the test users' unique name suffixes and the set-up's ports.
 * @param data the text of the page's `<script id="kc-context">` block, as Keycloak rendered it.
 * @returns pretty-printed JSON (4 spaces, final new line) of `{ kcContext, keycloakify }`.
 * @throws SyntaxError when `data` is not a data block.
 */
export function normalizeCapture(data: string, { ports, totp }: Placeholders): string {
    const byKey: Record<string, string | number> = { ...PLACEHOLDER_BY_KEY, ...totp };
    const uuids = new Map<string, string>();
    const text = (value: string): string => {
        let result = value
            .replace(
                SESSION_PARAMETER,
                (_, separator: string, name: string) => `${separator}${name}=${name.toUpperCase()}`
            )
            .replace(RESOURCE_TAG, "/resources/00000")
            .replace(JWT, "JWT")
            .replace(UNIQUE_NAME, "$1")
            .replace(UUID, uuid => {
                if (!uuids.has(uuid)) uuids.set(uuid, numberedUuid(uuids.size + 1));
                return uuids.get(uuid)!;
            });
        for (const { actual, placeholder } of ports) {
            result = result.replace(
                new RegExp(`(localhost|127\\.0\\.0\\.1):${actual}\\b`, "g"),
                `$1:${placeholder}`
            );
        }
        return result;
    };
    const walk = (value: Json, key?: string): Json => {
        if (key !== undefined && typeof value !== "object") {
            if (Object.hasOwn(byKey, key)) return byKey[key]!;
            if (DATE_KEYS.includes(key)) return sampleDate(value);
        }
        if (key === "generatedRecoveryAuthnCodesList" && Array.isArray(value))
            return value.map((code, index) => recoveryCode(String(code), index));
        if (key === "generatedRecoveryAuthnCodesAsString" && typeof value === "string")
            return value
                .split(",")
                .map((code, index) => recoveryCode(code, index))
                .join(",");
        // Keycloak lists the apps from a hash set: their order changes from one start to the next.
        if (key === "supportedApplications" && Array.isArray(value)) return [...value].sort();
        if (key === "messages" && isRecord(value)) return walk(sortedByKey(value));
        if (typeof value === "string") return text(value);
        if (Array.isArray(value)) return value.map(item => walk(item));
        if (isRecord(value))
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
        return value;
    };
    return `${JSON.stringify(walk(parseDataBlock(data) as Json), null, 4)}\n`;
}

const numberedUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function isRecord(value: Json): value is { [key: string]: Json } {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}

const sortedByKey = (record: { [key: string]: Json }) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** A recovery code's layout (`XXXX-XXXX-XXXX`) with its position as the digits. */
function recoveryCode(code: string, index: number): string {
    const digits = String(index + 1).padStart(code.replace(/-/g, "").length, "0");
    let at = 0;
    return code.replace(/[^-]/g, () => digits[at++]!);
}
