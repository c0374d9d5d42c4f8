import { render } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { startKeycloakScripts } from "../../../keycloakify-seam/browser/keycloakScripts";
import { KeycloakScripts } from "./KeycloakScripts";

vi.mock("../../../keycloakify-seam/browser/keycloakScripts", () => ({
    startKeycloakScripts: vi.fn(() => Promise.resolve())
}));

const kcContext = getKcContextMock({ pageId: "login.ftl" });

describe("KeycloakScripts", () => {
    afterEach(() => vi.useRealTimers());

    it("starts Keycloak's scripts once due, in a task after the commit, and not again when `due` turns false and true", () => {
        vi.useFakeTimers();
        const start = vi.mocked(startKeycloakScripts);
        const { rerender } = render(<KeycloakScripts kcContext={kcContext} due={false} />);
        vi.runAllTimers();
        expect(start).not.toHaveBeenCalled();

        rerender(<KeycloakScripts kcContext={kcContext} due />);
        expect(start).not.toHaveBeenCalled();
        vi.runAllTimers();
        expect(start).toHaveBeenCalledWith(kcContext);

        // A portal reload sets the Template's portal state back to "loading".
        rerender(<KeycloakScripts kcContext={kcContext} due={false} />);
        rerender(<KeycloakScripts kcContext={kcContext} due />);
        vi.runAllTimers();
        expect(start).toHaveBeenCalledTimes(1);
    });
});
