/** Rejects when the module cannot be fetched or evaluated. */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** `import()` of an absolute URL: the dev server breaks a same-origin path with `?import`. */
export const importModule: ModuleImporter = url =>
    import(/* @vite-ignore */ new URL(url, window.location.href).href);

/** Imports Keycloak's `js/<file>` from `resourcesPath` as a module (docs/security.md §3); rejects when it cannot. */
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

/** Whether a post or another navigation has begun leaving the page, from now on. */
function followLeaving(): () => boolean {
    let leaving = false;
    const leave = (event: Event) => void (leaving ||= !event.defaultPrevented);
    window.addEventListener("submit", leave);
    window.addEventListener("beforeunload", leave);
    return () => leaving;
}

/**
 * Once per kcContext, the realm's `scripts` and `authChecker.js` polling of `template.ftl` (docs/decisions.md §7).
 * Resolves once polling started; a module that fails to load is logged. A page that began leaving
 * before the module arrived is not checked: its post's session cookie would send it to the restart URL.
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
    const isLeaving = followLeaving();
    await importKeycloakScript<AuthChecker>(url.resourcesPath, "authChecker.js", importer).then(
        authChecker => {
            if (isLeaving()) return;
            authChecker.startSessionPolling(url.ssoLoginInOtherTabsUrl);
            if (authenticationSession !== undefined)
                authChecker.checkAuthSession(authenticationSession.authSessionIdHash);
        },
        (error: unknown) => console.error("Keycloak's authChecker.js could not be loaded", error)
    );
}
