import type { KcEnvName } from "../kc.gen";

/**
 * Which portal the sign-in page belongs to, decided from the page's own query string against an
 * allow-list of portal origins (docs/product.md §5.1, §7.2; docs/decisions.md §2, §3).
 * Everything read from the query string is untrusted: it can only pick one of the allowed origins.
 * Also the policy for URLs inside the portal configuration (`resolveConfigUrl`). Free of other
 * modules, so the boot entry and the validator load it without the main bundle (docs/decisions.md
 * §11).
 */

/**
 * The part of `kcContext.properties` this module reads: the portal base addresses, named once in
 * `vite.config.ts` (`environmentVariables`) and typed by Keycloakify's generated `KcEnvName`
 * (docs/decisions.md §2). Other properties are ignored.
 */
export type PortalBaseProperties = { readonly [Name in KcEnvName]?: string | undefined };

/**
 * Whether a property name is one of the portal base addresses. Every name Keycloakify generates
 * (`KcEnvName`) has this prefix; the runtime list itself is not imported, because `kc.gen.tsx`
 * would bring React into the boot entry.
 */
function isPortalBaseName(name: string): name is KcEnvName {
    return name.startsWith("PORTAL_BASE_URL_");
}

/** Longest query value examined; longer ones are treated as invalid (bounds parsing work). */
const MAX_PARAM_LENGTH = 4096;

/**
 * Normalised origin of an absolute `http:`/`https:` URL (scheme and host lower-case, default port
 * dropped, no path, no trailing slash), or `undefined` when `value` is not such a URL.
 */
function httpOrigin(value: string): string | undefined {
    let url: URL;
    try {
        // `new URL` rather than `URL.canParse`, which older supported browsers lack.
        url = new URL(value);
    } catch {
        return undefined;
    }
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
}

/**
 * Builds the allow-list of portal origins from the theme properties `PORTAL_BASE_URL_DEV`, `_QA`,
 * `_QA2` and `_PROD` (docs/decisions.md §2, §3).
 * @param properties `kcContext.properties` or any object holding those keys.
 * @returns the distinct normalised origins, e.g. `["https://portal.example.com"]`; empty values are
 *   skipped silently, values that are not absolute http(s) URLs are skipped with a logged warning.
 *   Never throws.
 */
export function allowedPortalBases(properties: PortalBaseProperties): string[] {
    const origins = new Set<string>();
    for (const name of Object.keys(properties).filter(isPortalBaseName)) {
        const value = properties[name]?.trim();
        if (!value) continue;
        const origin = httpOrigin(value);
        if (origin === undefined) console.warn(`Ignoring theme property ${name}: not an http(s) URL`);
        else origins.add(origin);
    }
    return [...origins];
}

/** Decodes base64url or standard base64 (padding optional) as UTF-8; throws on bad input. */
function decodeBase64Json(value: string): unknown {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), char => char.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
}

/** The `ru` field of the `client_data` parameter (Keycloak 25+), or `undefined` with a warning. */
function redirectFromClientData(clientData: string): string | undefined {
    try {
        if (clientData.length > MAX_PARAM_LENGTH) throw new Error("client_data too long");
        const data = decodeBase64Json(clientData);
        if (typeof data !== "object" || data === null || Array.isArray(data)) {
            throw new Error("client_data is not a JSON object");
        }
        const ru = (data as Record<string, unknown>).ru;
        if (ru === undefined) return undefined;
        if (typeof ru !== "string") throw new Error("client_data.ru is not a string");
        return ru;
    } catch (error) {
        console.warn(
            "Invalid redirect URL in client_data:",
            error instanceof Error ? error.message : error
        );
        return undefined;
    }
}

/** The origin of `candidate` when it is allowed; logs why not otherwise. */
function allowedOrigin(
    candidate: string,
    allowed: ReadonlySet<string>,
    source: string
): string | undefined {
    const origin = candidate.length <= MAX_PARAM_LENGTH ? httpOrigin(candidate) : undefined;
    if (origin === undefined) {
        console.warn(`Invalid redirect URL in ${source}: not an absolute http(s) URL`);
        return undefined;
    }
    if (!allowed.has(origin)) {
        console.warn(
            `Invalid redirect URL in ${source}: origin ${origin} is not an allowed portal base`
        );
        return undefined;
    }
    return origin;
}

/**
 * Picks the portal base for this page (docs/product.md §7.2; docs/decisions.md §2, §3):
 * the origin of the `redirect_uri` query parameter if allowed; else the origin of `ru` inside the
 * `client_data` parameter (base64url or base64 JSON, padding optional) if allowed; else the origin
 * of `fallbackBase` (the development base).
 * @param search `location.search`, with or without the leading `?`.
 * @param allowedBases allowed portal URLs (see {@link allowedPortalBases}); compared by normalised origin.
 * @param fallbackBase used when neither parameter gives an allowed origin.
 * @returns an origin without trailing slash, e.g. `https://portal.example.com`, or `""` when even
 *   `fallbackBase` is not an http(s) URL (then {@link fetchPortalConfig} fails fast). Never throws;
 *   unusable values (unparsable, non-http(s), broken base64, non-object JSON, oversize) are ignored
 *   with a warning containing "Invalid redirect URL" (docs/product.md §8).
 */
export function resolvePortalBase(
    search: string,
    allowedBases: readonly string[],
    fallbackBase: string
): string {
    const allowed = new Set(allowedBases.flatMap(base => httpOrigin(base.trim()) ?? []));
    const params = new URLSearchParams(search);

    const redirectUri = params.get("redirect_uri");
    const fromRedirect =
        redirectUri === null ? undefined : allowedOrigin(redirectUri, allowed, "redirect_uri");
    if (fromRedirect !== undefined) return fromRedirect;

    const clientData = params.get("client_data");
    const ru = clientData === null ? undefined : redirectFromClientData(clientData);
    const fromClientData = ru === undefined ? undefined : allowedOrigin(ru, allowed, "client_data.ru");
    if (fromClientData !== undefined) return fromClientData;

    return httpOrigin(fallbackBase.trim()) ?? "";
}

/**
 * Convenience for the Template: {@link resolvePortalBase} with the allow-list built from
 * `kcContext.properties` and `PORTAL_BASE_URL_DEV` as the fallback (docs/decisions.md §2, §3).
 * @param kcContext anything with the theme `properties`.
 * @param search defaults to the current `location.search`.
 * @returns the portal origin or `""` (see {@link resolvePortalBase}); never throws.
 */
export function portalBaseFromKcContext(
    kcContext: { properties: PortalBaseProperties },
    search: string = location.search
): string {
    const { properties } = kcContext;
    return resolvePortalBase(
        search,
        allowedPortalBases(properties),
        properties.PORTAL_BASE_URL_DEV ?? ""
    );
}

/**
 * Applies the config URL policy: `value` must be an absolute `http:`/`https:` URL or a relative
 * path; relative paths resolve against `portalBase`.
 * @returns the absolute URL (`URL.href`), or `undefined` for empty, unparsable or other-scheme
 *   values (`javascript:`, `data:`, `mailto:` …) and for relative paths when `portalBase` is `""`.
 */
export function resolveConfigUrl(value: string, portalBase: string): string | undefined {
    const trimmed = value.trim();
    if (trimmed === "") return undefined;
    try {
        const url = portalBase === "" ? new URL(trimmed) : new URL(trimmed, portalBase);
        return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
    } catch {
        return undefined;
    }
}
