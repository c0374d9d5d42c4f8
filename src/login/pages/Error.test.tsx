import { screen } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { renderPage } from "@/test-support/renderPage";
import Error from "./Error";

type Overrides = Parameters<typeof getKcContextMock<"error.ftl">>[0]["overrides"];

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";

function renderError(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "error.ftl",
        overrides: {
            message: { type: "error", summary: "Invalid parameter: redirect_uri" },
            client: { baseUrl: "https://portal.example.com/" },
            ...overrides
        }
    });
    return renderPage(Error, kcContext);
}

describe("Error page (error.ftl)", () => {
    it("shows the trace identifier Keycloak 26.7 sends, with Keycloak's support wording", () => {
        renderError({ traceId });
        expect(
            screen.getByText(
                `If you contact support, please provide the following trace identifier: ${traceId}`
            )
        ).toBeInTheDocument();
    });

    it("shows the trace identifier as text, as Keycloak's error.ftl does", () => {
        renderError({ traceId: "4bf9<b>'" });
        expect(document.getElementById("traceId")).toHaveTextContent(/identifier: 4bf9<b>'$/);
        expect(document.querySelector("#traceId b")).toBeNull();
    });

    it("shows no trace line when the server sends no traceId (older Keycloak, tracing off)", () => {
        renderError({ traceId: undefined });
        expect(screen.queryByText(/trace identifier/)).toBeNull();
    });

    it("shows Keycloak's message and the way back to the application, without the page alert", () => {
        const { main } = renderError();
        expect(screen.getByText("Invalid parameter: redirect_uri")).toBeInTheDocument();
        expect(screen.getByRole("link", { name: /Back to Application/ })).toHaveAttribute(
            "href",
            "https://portal.example.com/"
        );
        expect(main).toHaveAttribute("data-display-message", "false");
    });

    it("leaves the link out when Keycloak says skipLink", () => {
        renderError({ skipLink: true });
        expect(screen.queryByRole("link", { name: /Back to Application/ })).toBeNull();
    });

    it("words the trace line in the page's language", async () => {
        renderError({ traceId, locale: { currentLanguageTag: "de" } });
        expect(
            await screen.findByText(
                `Wenn Sie den Support kontaktieren, geben Sie bitte folgende Trace-ID an: ${traceId}`
            )
        ).toBeInTheDocument();
    });
});
