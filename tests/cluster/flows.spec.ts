import type { Page } from "@playwright/test";
import { credentialsOf, findUser } from "../../dev/keycloak/adminApi";
import { keycloakIsAtLeast } from "../../dev/keycloak/version";
import {
    actionLink,
    createCustomer,
    createUnverifiedCustomer,
    expectSignedIn,
    mailsTo,
    openMailLink,
    fillAuthenticatorSetUp,
    submitSignIn,
    totpCode,
    uniqueName
} from "../keycloak/fixture";
import { untilRoundRobinAlternates } from "./control";
import { expect, expectBothNodesServedPages, test } from "./fixture";

async function setNewPassword(page: Page, password: string): Promise<void> {
    await expect(page.getByRole("heading", { name: "Update password" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Submit" }).click();
}

test.describe("sign-in flows through HAProxy, each step on whichever node round robin picks", () => {
    test.beforeEach(untilRoundRobinAlternates);

    test("sign-in in English and in German", async ({ page, startSignIn, served }) => {
        const user = await createCustomer("cluster-sign-in");
        await startSignIn();
        await submitSignIn(page, user.username, "wrong-password");
        await expect(page.getByText("Invalid username or password.")).toBeVisible();
        await submitSignIn(page, user.username);
        await expectSignedIn(page);

        await page.context().clearCookies();
        await startSignIn({ ui_locales: "de" });
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeVisible();
        await page.getByLabel(/Benutzername/).fill(user.username);
        await page.getByLabel("Passwort", { exact: true }).fill("Gas-Flow-2026");
        await page.getByRole("button", { name: "Anmelden", exact: true }).click();
        await expectSignedIn(page);
        expectBothNodesServedPages(served);
    });

    test("authenticator set-up, then a one-time code at the next sign-in", async ({
        page,
        startSignIn,
        served
    }) => {
        const user = await createCustomer("cluster-totp", { requiredActions: ["CONFIGURE_TOTP"] });
        await startSignIn();
        await submitSignIn(page, user.username);
        const secret = await fillAuthenticatorSetUp(page);
        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);
        expect((await credentialsOf(user.id)).map(credential => credential.type)).toContain("otp");

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username);
        // Keycloak refuses a code twice; its look-ahead of one period accepts the next one.
        await page.getByLabel("One-time code").fill(totpCode(secret, Date.now() + 30_000));
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
        expectBothNodesServedPages(served);
    });

    test("e-mail verification by the mailed link", async ({ page, startSignIn, served }) => {
        const user = await createUnverifiedCustomer("cluster-verify");
        await startSignIn();
        await submitSignIn(page, user.username);
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        await page.getByRole("link", { name: "Click here to re-send the email." }).click();
        const [mail] = await mailsTo(user.email!);
        await openMailLink(page, actionLink(mail));
        await expectSignedIn(page);
        expect((await findUser(user.username))?.emailVerified).toBe(true);
        expectBothNodesServedPages(served);
    });

    test("reset of a forgotten password by the mailed link", async ({ page, startSignIn, served }) => {
        const user = await createCustomer("cluster-reset");
        await startSignIn();
        await page.getByRole("link", { name: "Forgot Password?" }).click();
        await page.getByLabel("Username or email").fill(user.username);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByText("You should receive an email shortly")).toBeVisible();
        const [mail] = await mailsTo(user.email!);
        await openMailLink(page, actionLink(mail));
        await setNewPassword(page, "Brand-New-2026");
        await expectSignedIn(page);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username, "Brand-New-2026");
        await expectSignedIn(page);
        expectBothNodesServedPages(served);
    });

    test("registration, e-mail verification and (since Keycloak 26.7) the password after it", async ({
        page,
        startSignIn,
        served
    }) => {
        const passwordOnRegister = !keycloakIsAtLeast(26, 7);
        const username = uniqueName("cluster-register");
        const email = `${username}@utility-portal.test`;
        await startSignIn();
        await page.getByRole("link", { name: "Register" }).click();
        await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
        await page.getByLabel("Username").fill(username);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("First name").fill("Rhea");
        await page.getByLabel("Last name").fill("Cluster");
        if (passwordOnRegister) {
            await page.getByLabel("Password", { exact: true }).fill("Gas-Flow-2026");
            await page.getByLabel("Confirm password").fill("Gas-Flow-2026");
        }
        await page.getByRole("button", { name: "Register" }).click();
        await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
        const [mail] = await mailsTo(email);
        await openMailLink(page, actionLink(mail));
        if (!passwordOnRegister) await setNewPassword(page, "Gas-Flow-2026");
        await expectSignedIn(page);
        expect((await findUser(username))?.emailVerified).toBe(true);
        expectBothNodesServedPages(served);
    });
});
