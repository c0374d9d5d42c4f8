import type { KcEnvName } from "../kc.gen";

/** The portal base addresses in `kcContext.properties`, named in `vite.config.ts` (docs/decisions.md §2). */
export type PortalBaseProperties = { readonly [Name in KcEnvName]?: string | undefined };

// Not kc.gen.tsx's list: this file must stay import-free for the boot entry (docs/decisions.md §11).
function isPortalBaseName(name: string): name is KcEnvName {
    return name.startsWith("PORTAL_BASE_URL_");
}

/** Longer query values are treated as invalid, to bound parsing work. */
const MAX_PARAM_LENGTH = 4096;

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

/** The distinct origins of the `PORTAL_BASE_URL_*` properties (docs/decisions.md §3); empty
 * values skipped, non-http(s) ones skipped with a warning. */
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

function decodeBase64Json(value: string): unknown {
    const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), char => char.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
}

/** Keycloak 25+ writes the redirect as `ru` in `client_data`. */
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
 * Origin of `redirect_uri`, else of `client_data`'s `ru`, if allowed, else of `fallbackBase` (docs/product.md §7.2).
 * @returns an origin, or `""` if `fallbackBase` is not http(s); never throws, logs skipped values.
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

/** {@link resolvePortalBase} over `kcContext.properties`, `PORTAL_BASE_URL_DEV` as fallback. */
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

/** Config URL policy: absolute http(s), or relative (resolved against `portalBase`). Returns the
 * `href`, or `undefined` for empty, unparsable, other-scheme or base-less relative values. */
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
