import { startKeycloakScripts } from "./keycloakScripts";

function kcContext() {
    return {
        url: { resourcesPath: "/resources/abc/login/utility-portal", ssoLoginInOtherTabsUrl: "/sso" },
        scripts: ["/realm-script.js"],
        authenticationSession: { authSessionIdHash: "hash" }
    };
}

describe("startKeycloakScripts", () => {
    it("imports menu-button-links.js and authChecker.js from the theme and starts the session polling", async () => {
        const polling = { startSessionPolling: vi.fn(), checkAuthSession: vi.fn() };
        const importer = vi.fn((url: string) =>
            Promise.resolve(url.endsWith("/authChecker.js") ? polling : {})
        );
        const context = kcContext();
        await startKeycloakScripts(context, importer);
        expect(importer.mock.calls.map(([url]) => url).sort()).toEqual([
            "/resources/abc/login/utility-portal/js/authChecker.js",
            "/resources/abc/login/utility-portal/js/menu-button-links.js"
        ]);
        expect(polling.startSessionPolling).toHaveBeenCalledWith("/sso");
        expect(polling.checkAuthSession).toHaveBeenCalledWith("hash");
        expect(document.querySelector('script[src="/realm-script.js"]')).not.toBeNull();
        expect(document.querySelectorAll("script:not([src])")).toHaveLength(0);

        await startKeycloakScripts(context, importer);
        expect(importer).toHaveBeenCalledTimes(2);
    });

    it("logs a script that cannot be loaded and still runs the other", async () => {
        const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
        const polling = { startSessionPolling: vi.fn(), checkAuthSession: vi.fn() };
        const importer = (url: string) =>
            url.endsWith("/authChecker.js")
                ? Promise.resolve(polling)
                : Promise.reject(new Error("404"));
        await startKeycloakScripts(kcContext(), importer);
        expect(polling.startSessionPolling).toHaveBeenCalled();
        expect(error).toHaveBeenCalledWith(
            "Keycloak's menu-button-links.js could not be loaded",
            expect.any(Error)
        );
        error.mockRestore();
    });
});
