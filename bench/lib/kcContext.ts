import { createServer } from "vite";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Addresses the bench points the mock kcContext at. */
export type MockAddresses = {
    /** Keycloak's `url.resourcesPath` for the theme, absolute, no trailing slash. */
    resourcesPath: string;
    /** Origin of the local tRPC portal server, used as `properties.PORTAL_BASE_URL_DEV`. */
    portalUrl: string;
};

/**
 * The project's own `login.ftl` mock (`src/test-support/KcContextMock.ts`), evaluated through Vite's SSR
 * loader because it reads `import.meta.env`, with Keycloak's resource paths and the portal address
 * replaced by the bench's loopback servers (`resourcesCommonPath` follows `resourcesPath` as the
 * built `.ftl` sets it). Rejects when the mock module fails to load.
 */
export async function loadLoginKcContext(addresses: MockAddresses): Promise<Record<string, unknown>> {
    const vite = await createServer({
        root: ROOT,
        configFile: false,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, watch: null },
        ssr: { noExternal: ["keycloakify"] },
        resolve: { alias: { "@": `${ROOT}src` } },
        optimizeDeps: { noDiscovery: true, include: [] }
    });
    try {
        const mock = await vite.ssrLoadModule("/src/test-support/KcContextMock.ts");
        const kcContext = mock.getKcContextMock({ pageId: "login.ftl", overrides: {} });
        kcContext.url.resourcesPath = addresses.resourcesPath;
        kcContext.url.resourcesCommonPath = `${addresses.resourcesPath}/resources-common`;
        kcContext["x-keycloakify"] = {
            ...kcContext["x-keycloakify"],
            resourcesPath: addresses.resourcesPath
        };
        kcContext.properties = { ...kcContext.properties, PORTAL_BASE_URL_DEV: addresses.portalUrl };
        return kcContext;
    } finally {
        await vite.close();
    }
}

/**
 * JavaScript source for a kcContext value: JSON for data, the function's own source for the
 * `messagesPerField` helpers (Keycloak's page defines them as functions too). `<` is escaped so
 * no string can close the inline script.
 */
export function toJsSource(value: unknown): string {
    if (typeof value === "function") return functionSource(value);
    if (Array.isArray(value)) return `[${value.map(toJsSource).join(",")}]`;
    if (value !== null && typeof value === "object") {
        const entries = Object.entries(value).filter(([, item]) => item !== undefined);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsSource(item)}`).join(",")}}`;
    }
    return (JSON.stringify(value) ?? "null").replace(/</g, "\\u003c");
}

/** A method written in shorthand (`get() {}`) becomes a function expression. */
function functionSource(fn: { toString(): string }): string {
    const source = fn.toString();
    return /^(async\s+)?(function\b|\(|[\w$]+\s*=>)/.test(source) ? source : `function ${source}`;
}

/**
 * Rewrites a Vite-built `index.html` the way Keycloakify's `.ftl` serves it: the kcContext
 * script first in `<head>`, a `<base>` at `{resourcesPath}/dist/` and root-relative URLs (assets,
 * public files) moved under it. Throws when the HTML has no `<head>`.
 */
export function injectKcContext(html: string, kcContext: Record<string, unknown>): string {
    const url = kcContext.url as { resourcesPath: string };
    const dist = `${url.resourcesPath}/dist/`;
    if (!/<head>/i.test(html)) throw new Error("Built index.html has no <head>");
    return html
        .replace(/(src|href)="\/(?!\/)/g, `$1="${dist}`)
        .replace(
            /<head>/i,
            `<head><script>window.kcContext = ${toJsSource(kcContext)};</script><base href="${dist}">`
        );
}
