import { credentialsOf, findUser } from "../../dev/keycloak/adminApi";
import { keycloakIsAtLeast } from "../../dev/keycloak/version";
import {
    actionLink,
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    openMailLink,
    test,
    uniqueName
} from "./fixture";

/**
 * Whether `register.ftl` asks for the password. Since Keycloak 26.7, a realm that verifies e-mail
 * addresses leaves `passwordRequired` out of the registration form: the new customer verifies the
 * address first and then chooses the password on `login-update-password.ftl`. Before, one form
 * took both.
 */
const passwordOnRegister = !keycloakIsAtLeast(26, 7);

test(`a new customer registers with the user-profile fields after fixing a bad e-mail${passwordOnRegister ? " and mismatched passwords" : ", verifies it and then sets the password"}`, async ({
    page,
    startSignIn
}) => {
    const username = uniqueName("register");
    await startSignIn();
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
    // The password fields are there exactly when Keycloak sends passwordRequired.
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm password");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(password).toHaveCount(passwordOnRegister ? 1 : 0);
    await expect(confirm).toHaveCount(passwordOnRegister ? 1 : 0);
    expect(await page.evaluate(() => "passwordRequired" in window.kcContext!)).toBe(passwordOnRegister);
    await expectAccessible(page);

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("First name").fill("Rhea");
    await page.getByLabel("Last name").fill("Register");
    if (passwordOnRegister) {
        await password.fill("Gas-Flow-2026");
        await confirm.fill("Something-else");
    }
    await page.keyboard.press("Tab");

    // Keycloakify's user-profile form checks as the customer leaves each field and keeps the
    // submit button disabled while a field is wrong; Keycloak checks again on the server.
    await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Invalid email address\./);
    if (passwordOnRegister) {
        await expect(confirm).toHaveAttribute("aria-invalid", "true");
        await expect(confirm).toHaveAccessibleDescription(/Password confirmation doesn't match\./);
    }
    // What the customer typed in the other fields is kept.
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Last name")).toHaveValue("Register");
    await expectAccessible(page);

    await email.fill(`${username}@utility-portal.test`);
    if (passwordOnRegister) {
        await password.fill("Gas-Flow-2026");
        await confirm.fill("Gas-Flow-2026");
    }
    await page.getByRole("button", { name: "Register" }).click();

    // The realm verifies e-mail addresses: the new customer lands on the verification page.
    await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
    await expect(
        page.getByText(`has been sent to your address ${username}@utility-portal.test.`, {
            exact: false
        })
    ).toBeVisible();
    await expectAccessible(page);
    const created = await findUser(username);
    expect(created).toMatchObject({ firstName: "Rhea", lastName: "Register", emailVerified: false });
    expect((await credentialsOf(created!.id)).map(credential => credential.type)).toEqual(
        passwordOnRegister ? ["password"] : []
    );
    const [mail] = await mailsTo(`${username}@utility-portal.test`);
    await openMailLink(page, actionLink(mail));

    if (!passwordOnRegister) {
        await expect(page.getByRole("heading", { name: "Update password" })).toBeVisible();
        await expectAccessible(page);
        await page.getByLabel("New Password", { exact: true }).fill("Gas-Flow-2026");
        await page.getByLabel("Confirm password").fill("Gas-Flow-2026");
        await page.getByRole("button", { name: "Submit" }).click();
    }
    await expectSignedIn(page);
    expect((await findUser(username))?.emailVerified).toBe(true);
    expect((await credentialsOf(created!.id)).map(credential => credential.type)).toEqual(["password"]);
});
