import { Secret } from "otpauth";
import { admin, ensurePortalClient, otpCredential } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/keycloak";
import { createCustomer, expect, expectAccessible, expectSignedIn, test, totpCode } from "./fixture";

const FLOW = "choose-a-way";
const CREDENTIAL_FLOW = "choose-a-way credential";
const CLIENT = "customer-portal-choice";

type Execution = { id: string; displayName: string; requirement: string; providerId?: string };

/**
 * A browser flow where the customer gives the username, then either the password or a code from
 * the authenticator app (alternatives): the password step then offers "Try Another Way". It is
 * bound to a client of its own so the demo client's flow stays Keycloak's default.
 */
async function ensureChoiceFlow(): Promise<void> {
    const flows = await admin<{ id: string; alias: string }[]>("GET", "/authentication/flows");
    if (flows.some(flow => flow.alias === FLOW)) return;
    await admin("POST", "/authentication/flows", {
        alias: FLOW,
        providerId: "basic-flow",
        topLevel: true,
        builtIn: false
    });
    const flowPath = (alias: string) => `/authentication/flows/${encodeURIComponent(alias)}/executions`;
    await admin("POST", `${flowPath(FLOW)}/execution`, { provider: "auth-username-form" });
    await admin("POST", `${flowPath(FLOW)}/flow`, {
        alias: CREDENTIAL_FLOW,
        type: "basic-flow",
        provider: "registration-page-form"
    });
    await admin("POST", `${flowPath(CREDENTIAL_FLOW)}/execution`, { provider: "auth-password-form" });
    await admin("POST", `${flowPath(CREDENTIAL_FLOW)}/execution`, { provider: "auth-otp-form" });
    const requirements: Record<string, string> = {
        "auth-username-form": "REQUIRED",
        "auth-password-form": "ALTERNATIVE",
        "auth-otp-form": "ALTERNATIVE"
    };
    for (const execution of await admin<Execution[]>("GET", flowPath(FLOW))) {
        const requirement = execution.providerId ? requirements[execution.providerId] : "REQUIRED";
        await admin("PUT", flowPath(FLOW), { ...execution, requirement: requirement ?? "REQUIRED" });
    }
    const flowId = (await admin<{ id: string; alias: string }[]>("GET", "/authentication/flows")).find(
        flow => flow.alias === FLOW
    )!.id;
    await ensurePortalClient(CLIENT, { authenticationFlowBindingOverrides: { browser: flowId } });
}

test("a customer with password and OTP uses Try Another Way and picks the authenticator app", async ({
    page,
    pageProblems
}) => {
    void pageProblems; // watch this page too: the test opens a URL of its own client
    await ensureChoiceFlow();
    const secret = "choice-otp-secret-123";
    const { username } = await createCustomer("choose", {
        otherCredentials: [otpCredential("Phone", secret)]
    });

    await page.goto(authorizationUrl({ client_id: CLIENT }));
    await expectAccessible(page);
    await page.getByLabel("Username or email").fill(username);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expectAccessible(page);

    const posted = page.waitForRequest(request => request.method() === "POST");
    await page.getByRole("button", { name: "Try Another Way" }).click();
    expect(new URLSearchParams((await posted).postData() ?? "").get("tryAnotherWay")).toBe("on");

    // select-authenticator.ftl: the ways this customer has, as buttons.
    await expect(page.getByRole("button", { name: /^Password/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: /Authenticator Application/ }).click();
    await page.getByLabel("One-time code").fill(totpCode(Secret.fromLatin1(secret).base32));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectSignedIn(page);
});
