import { admin, ensurePortalClient } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/addresses";
import { createCustomer, expect, expectAccessible, submitSignIn, test } from "./fixture";

const CLIENT = "customer-portal-consent";
const SCOPE = "meter";

/**
 * Parameterized scopes are off by default: Keycloak 26.7's experimental feature
 * `parameterized-scopes`, 26.4's `dynamic-scopes`. The suite's global set-up turns the right one
 * on through `KC_FEATURES`, which the started Keycloak inherits; against a reused server started
 * without it (`KEYCLOAK_REUSE`) the test is skipped.
 */
const feature = /\b(parameterized|dynamic)-scopes\b/.exec(process.env.KC_FEATURES ?? "")?.[1];

/** The scope's attributes under the feature's names (`is.parameterized.scope` or `is.dynamic.scope`). */
function scopeAttributes(kind: string): Record<string, string> {
    const common = {
        "display.on.consent.screen": "true",
        "consent.screen.text": "Meter reading",
        "include.in.token.scope": "true"
    };
    return kind === "parameterized"
        ? { ...common, "is.parameterized.scope": "true", "parameterized.scope.type": "string" }
        : { ...common, "is.dynamic.scope": "true", "dynamic.scope.regexp": `${SCOPE}:*` };
}

/** A consent-requiring client with the optional parameterized scope `meter`. */
async function ensureConsentClient(kind: string): Promise<void> {
    type Scope = { id: string; name: string };
    if (!(await admin<Scope[]>("GET", "/client-scopes")).some(scope => scope.name === SCOPE)) {
        await admin("POST", "/client-scopes", {
            name: SCOPE,
            protocol: "openid-connect",
            attributes: scopeAttributes(kind)
        });
    }
    const scope = (await admin<Scope[]>("GET", "/client-scopes")).find(s => s.name === SCOPE)!;
    await ensurePortalClient(CLIENT, { consentRequired: true });
    const [client] = await admin<{ id: string }[]>("GET", `/clients?clientId=${CLIENT}`);
    await admin("PUT", `/clients/${client.id}/optional-client-scopes/${scope.id}`);
}

test("the consent page shows a requested scope's parameter, under either name Keycloak sends", async ({
    page,
    pageProblems
}) => {
    test.skip(
        feature === undefined,
        "needs KC_FEATURES=parameterized-scopes (26.7) or dynamic-scopes (26.4)"
    );
    void pageProblems; // watch this page too: the test opens a URL of its own client
    await ensureConsentClient(feature!);
    const user = await createCustomer("consent");
    await page.goto(authorizationUrl({ client_id: CLIENT, scope: `openid ${SCOPE}:4711` }));
    await submitSignIn(page, user.username);

    await expect(page.getByText("Do you grant these access privileges?")).toBeVisible();
    const sent = await page.evaluate(() =>
        JSON.stringify((window as unknown as { kcContext: unknown }).kcContext)
    );
    expect(sent).toContain(
        feature === "parameterized"
            ? '"parameterizedScopeParameter":"4711"'
            : '"dynamicScopeParameter":"4711"'
    );
    await expect(page.getByRole("listitem").filter({ hasText: "Meter reading" })).toHaveText(
        "Meter reading: 4711"
    );
    await expectAccessible(page);
});
