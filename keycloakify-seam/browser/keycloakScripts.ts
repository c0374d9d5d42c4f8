/*
 * Keycloak's login scripts loaded as files (docs/decisions.md §7, docs/security.md §3): Keycloakify
 * inserted them inline, which `script-src 'self'` blocks. The theme's `resources/js/` copies have
 * relative imports, so `import()` loads each from the theme's own origin.
 */

/** Rejects when the module cannot be fetched or evaluated. */
export type ModuleImporter = (url: string) => Promise<unknown>;

/**
 * The browser's dynamic `import()` of a URL known only at run time, made absolute first: the dev
 * server adds `?import` to a same-origin path it is handed, which it then refuses for the files
 * Keycloakify copies into `public/`, but leaves a full URL alone.
 */
export const importModule: ModuleImporter = url =>
    import(/* @vite-ignore */ new URL(url, window.location.href).href);

/** Loads `js/<file>` from `resourcesPath` (`kcContext.url.resourcesPath`); rejects when it cannot. */
export function importKeycloakScript<Exports>(
    resourcesPath: string,
    file: string,
    importer: ModuleImporter = importModule
): Promise<Exports> {
    return importer(`${resourcesPath}/js/${file}`) as Promise<Exports>;
}

/** Keycloak's `template.ftl` inputs. */
export type KeycloakScriptsContext = {
    url: { resourcesPath: string; ssoLoginInOtherTabsUrl: string };
    scripts?: string[];
    authenticationSession?: { authSessionIdHash: string };
};

type AuthChecker = {
    startSessionPolling: (redirectUrl: string) => void;
    checkAuthSession: (pageAuthSessionHash: string) => void;
};

const started = new WeakSet<KeycloakScriptsContext>();

/**
 * Starts what Keycloak's `template.ftl` runs on every page that this theme needs, once per
 * kcContext: the realm's `scripts` as `<script src>`, and `authChecker.js` session polling.
 * `menu-button-links.js` is left out: it binds only to `.menu-button-links` elements, which the
 * theme never renders (its language menu is `LanguageMenu`; docs/decisions.md §7). Resolves once
 * the polling started; a module that fails to load is logged.
 */
export async function startKeycloakScripts(
    kcContext: KeycloakScriptsContext,
    importer: ModuleImporter = importModule
): Promise<void> {
    if (started.has(kcContext)) return;
    started.add(kcContext);
    const { url, scripts, authenticationSession } = kcContext;
    for (const src of scripts ?? []) {
        const script = document.createElement("script");
        script.src = src;
        document.head.append(script);
    }
    await importKeycloakScript<AuthChecker>(url.resourcesPath, "authChecker.js", importer).then(
        authChecker => {
            authChecker.startSessionPolling(url.ssoLoginInOtherTabsUrl);
            if (authenticationSession !== undefined)
                authChecker.checkAuthSession(authenticationSession.authSessionIdHash);
        },
        (error: unknown) => console.error("Keycloak's authChecker.js could not be loaded", error)
    );
}
