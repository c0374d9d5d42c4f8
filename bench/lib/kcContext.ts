import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dataBlockElement } from "../../keycloakify-seam/kcContextWire";

const CONTEXTS = fileURLToPath(new URL("../../src/test-support/contexts", import.meta.url));

/** Addresses the bench points the kcContext at. */
export type MockAddresses = {
    /** Keycloak's `url.resourcesPath` for the theme, absolute, no trailing slash. */
    resourcesPath: string;
    /** Origin of the local tRPC portal server, used as `properties.PORTAL_BASE_URL_DEV`. */
    portalUrl: string;
};

/** A page's kcContext data block (`keycloakify-seam/kcContextWire.ts`). */
export type KcContextData = {
    kcContext: {
        url: Record<string, string>;
        properties: Record<string, string>;
        enableWebAuthnConditionalUI?: boolean;
        social?: { providers?: unknown[] };
    };
    keycloakify: { resourcesPath: string };
};

/** The pages whose first view the byte budgets hold (bench/README.md), by their capture's name. */
export const MEASURED_PAGES = ["login", "error", "register"] as const;

/** One of {@link MEASURED_PAGES}. */
export type MeasuredPage = (typeof MEASURED_PAGES)[number];

/**
 * The data block Keycloak sent for `<page>.ftl` on the demo realm as it ships (passkeys with
 * conditional UI and the identity-provider button on the sign-in page), as captured for the newest
 * version (`src/test-support/contexts/<version>/<page>.json`, README "Captured kcContexts"), with
 * Keycloak's resource paths and the portal address replaced by the bench's loopback servers
 * (`resourcesCommonPath` follows `resourcesPath` as the built `.ftl` sets it).
 * @throws Error when no capture of the page is committed.
 */
export function loadCapturedKcContext(page: MeasuredPage, addresses: MockAddresses): KcContextData {
    const newest = readdirSync(CONTEXTS)
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
        .at(-1);
    if (newest === undefined) throw new Error(`No captured kcContexts in ${CONTEXTS}`);
    const data = JSON.parse(
        readFileSync(join(CONTEXTS, newest, `${page}.json`), "utf8")
    ) as KcContextData;
    const { url, properties } = data.kcContext;
    url.resourcesPath = addresses.resourcesPath;
    url.resourcesCommonPath = `${addresses.resourcesPath}/resources-common`;
    data.keycloakify.resourcesPath = addresses.resourcesPath;
    properties.PORTAL_BASE_URL_DEV = addresses.portalUrl;
    return data;
}

/**
 * Rewrites a Vite-built `index.html` the way the theme's `.ftl` serves it: the kcContext data block
 * first in `<head>` (`<` escaped, so no value can close it: docs/security.md §2), a `<base>` at
 * `{resourcesPath}/dist/` and root-relative URLs (assets, public files) moved under it. Throws when
 * the HTML has no `<head>`.
 */
export function injectKcContext(html: string, data: KcContextData): string {
    const dist = `${data.kcContext.url.resourcesPath}/dist/`;
    if (!/<head>/i.test(html)) throw new Error("Built index.html has no <head>");
    const json = JSON.stringify(data).replace(/</g, "\\u003c");
    return html
        .replace(/(src|href)="\/(?!\/)/g, `$1="${dist}`)
        .replace(/<head>/i, `<head>${dataBlockElement(json)}<base href="${dist}">`);
}
