import { act, render, waitFor } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { KeycloakScripts } from "./KeycloakScripts";

const kcContext = getKcContextMock({ pageId: "login.ftl" });

function insertedScripts(): number {
    return document.querySelectorAll('script[src$="/js/menu-button-links.js"]').length;
}

/** Lets pending effects and promise callbacks run. */
async function settle(): Promise<void> {
    await act(() => new Promise(resolve => setTimeout(resolve, 0)));
}

/** jsdom's own errors, e.g. "Not implemented: navigation" when a script calls `location.reload()`. */
function collectJsdomErrors(): string[] {
    const errors: string[] = [];
    // Vitest exposes its JSDOM instance as `jsdom`; jsdom has no bundled types.
    const { virtualConsole } = (
        globalThis as unknown as {
            jsdom: {
                virtualConsole: { on(event: "jsdomError", listener: (error: Error) => void): void };
            };
        }
    ).jsdom;
    virtualConsole.on("jsdomError", error => errors.push(error.message));
    return errors;
}

describe("KeycloakScripts", () => {
    it("inserts Keycloak's scripts once due, and keeps them when `due` turns false again", async () => {
        const jsdomErrors = collectJsdomErrors();
        const { rerender } = render(<KeycloakScripts kcContext={kcContext} due={false} />);
        await settle();
        expect(insertedScripts()).toBe(0);

        rerender(<KeycloakScripts kcContext={kcContext} due />);
        await waitFor(() => expect(insertedScripts()).toBe(1));

        // A portal reload sets the Template's portal state back to "loading". Mounting
        // useInitialize a second time would make Keycloakify reload the page.
        rerender(<KeycloakScripts kcContext={kcContext} due={false} />);
        rerender(<KeycloakScripts kcContext={kcContext} due />);
        await settle();
        expect(insertedScripts()).toBe(1);
        expect(jsdomErrors).toEqual([]);
    });
});
