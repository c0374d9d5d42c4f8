import { keycloakIsAtLeast } from "../../dev/keycloak/version";
import { expect, expectAccessible, expectProblem, test } from "./fixture";

/**
 * Keycloak 26.7 puts the request's OpenTelemetry trace id into every page's data model while
 * tracing is on (`tracing-enabled`; the suite's global set-up turns it on through
 * `KC_TRACING_ENABLED`), and its error.ftl shows it for support; without tracing, and on older
 * servers, it sends none.
 */
const tracing = process.env.KC_TRACING_ENABLED === "true" && keycloakIsAtLeast(26, 7);

test("error.ftl shows Keycloak's trace identifier exactly when Keycloak sends one", async ({
    page,
    startSignIn,
    pageProblems
}) => {
    await startSignIn({ redirect_uri: "http://evil.example/" });
    await expect(page.getByRole("heading", { level: 1, name: "We are sorry..." })).toBeVisible();
    await expect(page.getByText("Invalid parameter: redirect_uri")).toBeVisible();
    const sent = await page.evaluate(
        () => (window as unknown as { kcContext: { traceId?: string } }).kcContext.traceId
    );
    const traceLine = page.getByText(
        /If you contact support, please provide the following trace identifier:/
    );
    if (tracing) {
        expect(sent).toMatch(/^[0-9a-f]{32}$/);
        await expect(traceLine).toHaveText(
            `If you contact support, please provide the following trace identifier: ${sent}`
        );
    } else {
        expect(sent).toBeUndefined();
        await expect(traceLine).toHaveCount(0);
    }
    await expectAccessible(page);
    // Keycloak answers the refused redirect_uri with status 400, which Chromium logs.
    expectProblem(pageProblems, /status of 400/);
});
