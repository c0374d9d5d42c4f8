import { render } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { startKeycloakScripts } from "../../../keycloakify-seam/browser/keycloakScripts";
import { KeycloakScripts } from "./KeycloakScripts";

vi.mock("../../../keycloakify-seam/browser/keycloakScripts", () => ({
    startKeycloakScripts: vi.fn(() => Promise.resolve())
}));

const kcContext = getKcContextMock({ pageId: "login.ftl" });

describe("KeycloakScripts", () => {
    it("starts Keycloak's scripts once due, and not again when `due` turns false and true", () => {
        const start = vi.mocked(startKeycloakScripts);
        const { rerender } = render(<KeycloakScripts kcContext={kcContext} due={false} />);
        expect(start).not.toHaveBeenCalled();

        rerender(<KeycloakScripts kcContext={kcContext} due />);
        expect(start).toHaveBeenCalledWith(kcContext);

        // A portal reload sets the Template's portal state back to "loading".
        rerender(<KeycloakScripts kcContext={kcContext} due={false} />);
        rerender(<KeycloakScripts kcContext={kcContext} due />);
        expect(start).toHaveBeenCalledTimes(1);
    });
});
