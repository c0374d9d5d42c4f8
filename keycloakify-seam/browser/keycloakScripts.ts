/** Rejects when the module cannot be fetched or evaluated. */
export type ModuleImporter = (url: string) => Promise<unknown>;

/**
 * `import()` of a run-time URL, made absolute: the dev server adds `?import` to a same-origin path,
 * then refuses Keycloakify's `public/` copies, but leaves a full URL alone.
 */
export const importModule: ModuleImporter = url =>
    import(/* @vite-ignore */ new URL(url, window.location.href).href);

/**
 * Loads Keycloak's `js/<file>` from `resourcesPath` as a module, not inline as Keycloakify 11.16
 * did, which `script-src 'self'` blocks (docs/decisions.md §7, docs/security.md §3).
 * Rejects when it cannot.
 */
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
 * Starts, once per kcContext, what of Keycloak's `template.ftl` the theme needs: the realm's
 * `scripts` as `<script src>` and `authChecker.js` session polling; not `menu-button-links.js`,
 * whose elements the theme never renders (docs/decisions.md §7). Resolves once polling started; a
 * module that fails to load is logged.
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
