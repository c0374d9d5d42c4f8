import { Secret } from "otpauth";
import { credentialsOf, findUser, otpCredential } from "../../dev/keycloak/adminApi";
import {
    createCustomer,
    expect,
    expectAccessible,
    expectSignedIn,
    readManualSecret,
    submitSignIn,
    test,
    totpCode
} from "./fixture";

/** A code of the next 30 s period: Keycloak refuses a code twice, and its look-ahead of 1 accepts it. */
function nextPeriodCode(secret: string): string {
    return totpCode(secret, Date.now() + 30_000);
}

test.describe("authenticator app set-up and one-time codes in the real Keycloak", () => {
    test("a customer with CONFIGURE_TOTP sets up an app from the manual key and signs in again with a code", async ({
        page,
        startSignIn
    }) => {
        const user = await createCustomer("totp-setup", { requiredActions: ["CONFIGURE_TOTP"] });
        await startSignIn();
        await submitSignIn(page, user.username);

        await expect(page.getByRole("heading", { name: "Mobile Authenticator Setup" })).toBeVisible();
        await expectAccessible(page);
        const secret = await readManualSecret(page);
        await expect(page.locator("#kc-totp-algorithm"), "the realm's algorithm").toHaveText("SHA1");
        await expectAccessible(page);

        const code = page.getByLabel("One-time code");
        await expect(code).toHaveAttribute("maxlength", "6");
        await code.fill("000000");
        await page.getByLabel("Device Name").fill("Work phone");
        await page.getByRole("button", { name: "Submit" }).click();
        const codeAgain = page.getByLabel("One-time code");
        await expect(codeAgain).toHaveAttribute("aria-invalid", "true");
        await expect(codeAgain).toHaveAccessibleDescription(/Invalid authenticator code\./);
        await expectAccessible(page);

        await codeAgain.fill(totpCode(secret));
        await page.getByLabel("Device Name").fill("Work phone");
        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);
        const credentials = await credentialsOf(user.id);
        expect(
            credentials.filter(credential => credential.type === "otp").map(c => c.userLabel)
        ).toEqual(["Work phone"]);
        expect((await findUser(user.username))?.requiredActions).toEqual([]);

        await page.context().clearCookies();
        await startSignIn();
        await submitSignIn(page, user.username);
        const otp = page.getByLabel("One-time code");
        await expect(otp).toBeFocused();
        await expect(otp).toHaveAttribute("maxlength", "6");
        await expectAccessible(page);
        await otp.fill(nextPeriodCode(secret));
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
    });

    test("with two OTP credentials the customer picks the right device by keyboard", async ({
        page,
        startSignIn
    }) => {
        const phone = "phone-secret-0123456";
        const tablet = "tablet-secret-987654";
        const user = await createCustomer("two-devices", {
            otherCredentials: [otpCredential("Phone", phone), otpCredential("Tablet", tablet)]
        });
        await startSignIn();
        await submitSignIn(page, user.username);

        const devices = page.getByRole("group", { name: "Authenticator device" });
        await expect(devices.getByRole("radio")).toHaveCount(2);
        await expectAccessible(page);
        await devices.getByRole("radio", { name: "Phone" }).focus();
        await page.keyboard.press("ArrowDown");
        await expect(devices.getByRole("radio", { name: "Tablet" })).toBeChecked();

        await page.getByLabel("One-time code").fill(nextPeriodCode(Secret.fromLatin1(tablet).base32));
        await page.keyboard.press("Enter");
        await expectSignedIn(page);
    });
});
