import { render, screen } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import KcPage from "./KcPage";
import { withParameterizedScopes } from "./oauthGrantScopes";

function consentPage(clientScopesRequested: Record<string, string>[]) {
    const kcContext = getKcContextMock({ pageId: "login-oauth-grant.ftl" });
    // A whole list replaces the sample's (deep merge would mix the two lists).
    kcContext.oauth.clientScopesRequested = clientScopesRequested as never;
    return kcContext;
}

describe("consent-page scope parameters (Keycloak 26.7 parameterizedScopeParameter)", () => {
    it("gives Keycloakify's default page the 26.7 parameter under the name it reads", () => {
        const out = withParameterizedScopes(
            consentPage([
                { consentScreenText: "Account", parameterizedScopeParameter: "123" },
                { consentScreenText: "Email" }
            ])
        );
        expect(out.oauth.clientScopesRequested).toEqual([
            {
                consentScreenText: "Account",
                parameterizedScopeParameter: "123",
                dynamicScopeParameter: "123"
            },
            { consentScreenText: "Email" }
        ]);
    });

    it("prefers the new name when a server sends both", () => {
        const out = withParameterizedScopes(
            consentPage([
                {
                    consentScreenText: "Account",
                    dynamicScopeParameter: "old",
                    parameterizedScopeParameter: "new"
                }
            ])
        );
        expect(out.oauth.clientScopesRequested[0].dynamicScopeParameter).toBe("new");
    });

    it("keeps an older server's dynamicScopeParameter and leaves other pages alone", () => {
        const older = consentPage([{ consentScreenText: "Account", dynamicScopeParameter: "7" }]);
        expect(withParameterizedScopes(older)).toBe(older);
        const login = getKcContextMock({ pageId: "login.ftl" });
        expect(withParameterizedScopes(login)).toBe(login);
    });

    it("shows a 26.7 scope parameter on the consent page", async () => {
        render(
            <KcPage
                kcContext={consentPage([
                    { consentScreenText: "Meter reading", parameterizedScopeParameter: "4711" }
                ])}
            />
        );
        const item = await screen.findByText("4711", {}, { timeout: 5000 });
        expect(item.tagName).toBe("B");
        expect(item.closest("li")).toHaveTextContent("Meter reading: 4711");
    });
});
