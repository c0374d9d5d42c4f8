import { startKeycloakScripts } from "./keycloakScripts";

function kcContext() {
    return {
        url: { resourcesPath: "/resources/abc/login/utility-portal", ssoLoginInOtherTabsUrl: "/sso" },
        scripts: ["/realm-script.js"],
        authenticationSession: { authSessionIdHash: "hash" }
    };
}

describe("startKeycloakScripts", () => {
    it("imports authChecker.js from the theme and starts the session polling", async () => {
        const polling = { startSessionPolling: vi.fn(), checkAuthSession: vi.fn() };
        const importer = vi.fn((url: string) =>
            Promise.resolve(url.endsWith("/authChecker.js") ? polling : {})
        );
        const context = kcContext();
        await startKeycloakScripts(context, importer);
        expect(importer.mock.calls.map(([url]) => url)).toEqual([
            "/resources/abc/login/utility-portal/js/authChecker.js"
        ]);
        expect(polling.startSessionPolling).toHaveBeenCalledWith("/sso");
        expect(polling.checkAuthSession).toHaveBeenCalledWith("hash");
        expect(document.querySelector('script[src="/realm-script.js"]')).not.toBeNull();
        expect(document.querySelectorAll("script:not([src])")).toHaveLength(0);

        await startKeycloakScripts(context, importer);
        expect(importer).toHaveBeenCalledTimes(1);
    });

    it("does not check a page whose form was posted before authChecker.js arrived", async () => {
        const polling = { startSessionPolling: vi.fn(), checkAuthSession: vi.fn() };
        let arrive = () => {};
        const importer = () => new Promise(resolve => (arrive = () => resolve(polling)));
        const started = startKeycloakScripts(kcContext(), importer);
        const form = document.body.appendChild(document.createElement("form"));
        form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
        expect(polling.startSessionPolling).not.toHaveBeenCalled();
        arrive();
        await started;
        expect(polling.startSessionPolling).not.toHaveBeenCalled();
        expect(polling.checkAuthSession).not.toHaveBeenCalled();
    });

    it("logs a session check that cannot be loaded and still inserts the realm's scripts", async () => {
        const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
        const importer = () => Promise.reject(new Error("404"));
        await startKeycloakScripts(kcContext(), importer);
        expect(document.querySelectorAll('script[src="/realm-script.js"]').length).toBeGreaterThan(0);
        expect(error).toHaveBeenCalledWith(
            "Keycloak's authChecker.js could not be loaded",
            expect.any(Error)
        );
        error.mockRestore();
    });
});
