import { Secret } from "otpauth";
import { otpCredential } from "../../dev/keycloak/adminApi";
import { authorizationUrl } from "../../dev/keycloak/addresses";
import { createCustomer, expect, expectAccessible, expectSignedIn, test, totpCode } from "./fixture";
import { ensureFlowClient } from "./flows";

const CLIENT = "customer-portal-choice";

/**
 * A browser flow where the customer gives the username, then either the password or a code from
 * the authenticator app (alternatives): the password step then offers "Try Another Way". It is
 * bound to a client of its own so the demo client's flow stays Keycloak's default.
 */
function ensureChoiceFlow(): Promise<void> {
    return ensureFlowClient(CLIENT, "choose-a-way", [
        { provider: "auth-username-form", requirement: "REQUIRED" },
        {
            subFlow: "choose-a-way credential",
            requirement: "REQUIRED",
            steps: [
                { provider: "auth-password-form", requirement: "ALTERNATIVE" },
                { provider: "auth-otp-form", requirement: "ALTERNATIVE" }
            ]
        }
    ]);
}

test("a customer with password and OTP uses Try Another Way and picks the authenticator app", async ({
    page
}) => {
    await ensureChoiceFlow();
    const secret = "choice-otp-secret-123";
    const { username } = await createCustomer("choose", {
        otherCredentials: [otpCredential("Phone", secret)]
    });

    await page.goto(authorizationUrl({ client_id: CLIENT }));
    await expectAccessible(page);
    await page.getByLabel("Username or email").fill(username);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
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
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectSignedIn(page);
});
