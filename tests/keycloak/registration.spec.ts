import { findUser } from "../../dev/keycloak/adminApi";
import {
    expect,
    expectAccessible,
    expectSignedIn,
    mailsTo,
    actionLink,
    test,
    uniqueName
} from "./fixture";

test("a new customer registers with the user-profile fields after fixing a bad e-mail and mismatched passwords", async ({
    page,
    startSignIn
}) => {
    const username = uniqueName("register");
    await startSignIn();
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("First name").fill("Rhea");
    await page.getByLabel("Last name").fill("Register");
    await page.getByLabel("Password", { exact: true }).fill("Gas-Flow-2026");
    await page.getByLabel("Confirm password").fill("Something-else");
    await page.keyboard.press("Tab");

    // Keycloakify's user-profile form checks as the customer leaves each field and keeps the
    // submit button disabled while a field is wrong; Keycloak checks again on the server.
    await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Invalid email address\./);
    const confirm = page.getByLabel("Confirm password");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription(/Password confirmation doesn't match\./);
    // What the customer typed in the other fields is kept.
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await expect(page.getByLabel("Last name")).toHaveValue("Register");
    await expectAccessible(page);

    await email.fill(`${username}@utility-portal.test`);
    await page.getByLabel("Password", { exact: true }).fill("Gas-Flow-2026");
    await confirm.fill("Gas-Flow-2026");
    await page.getByRole("button", { name: "Register" }).click();

    // The realm verifies e-mail addresses: the new customer lands on the verification page.
    await expect(page.getByRole("heading", { name: "Email verification" })).toBeVisible();
    const created = await findUser(username);
    expect(created).toMatchObject({ firstName: "Rhea", lastName: "Register", emailVerified: false });
    const [mail] = await mailsTo(`${username}@utility-portal.test`);
    await page.goto(actionLink(mail));
    await expectSignedIn(page);
});
