import type { Page } from "@playwright/test";
import { admin, findUser } from "../../dev/keycloak/adminApi";
import { createCustomer, expect, expectAccessible, expectSignedIn, submitSignIn, test } from "./fixture";

/** Markup that would run script if any part of the theme put it into the DOM as HTML. */
const HOSTILE = {
    firstName: `<img src=x onerror="window.__pwned='firstName'">`,
    lastName: `</script><script>window.__pwned='lastName'</script>"'`,
    attribute: `"'><svg onload="window.__pwned='attribute'"></svg>`
};

type UserProfileConfig = {
    unmanagedAttributePolicy?: string;
    attributes: { name: string; validations?: Record<string, unknown> }[];
};

/**
 * Lets the realm hold what a customer directory can hold: attributes the user profile does not
 * declare (unmanaged attributes, off by default) and names with markup characters, which Keycloak's
 * `person-name-prohibited-characters` validator refuses at the admin API but users from an
 * identity provider, LDAP or an import can still carry.
 */
async function allowHostileProfiles(): Promise<void> {
    const profile = await admin<UserProfileConfig>("GET", "/users/profile");
    const attributes = profile.attributes.map(({ validations = {}, ...attribute }) => {
        const { "person-name-prohibited-characters": _dropped, ...kept } = validations;
        void _dropped;
        return { ...attribute, validations: kept };
    });
    await admin("PUT", "/users/profile", {
        ...profile,
        attributes,
        unmanagedAttributePolicy: "ENABLED"
    });
}

/** Server time of the current page's document: request sent to first byte, in ms. */
function serverTime(page: Page): Promise<number> {
    return page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return navigation.responseStart - navigation.requestStart;
    });
}

async function expectNothingHostile(page: Page): Promise<void> {
    expect(
        await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)
    ).toBeUndefined();
    expect(await page.locator("img[src='x'], [onerror], [onload], svg[onload]").count()).toBe(0);
    // kcContext's own script holds the payload as JSON text; a `</script>` that broke out of it
    // would leave a script element of its own.
    const injectedScripts = await page
        .locator("script")
        .evaluateAll(
            scripts =>
                scripts.filter(script => script.textContent?.trim().startsWith("window.__pwned")).length
        );
    expect(injectedScripts, "script elements made by the payload").toBe(0);
}

test.describe("hostile and heavy user data in the real Keycloak", () => {
    test.beforeAll(allowHostileProfiles);

    test("markup in names and attributes stays text on the profile update and sign-in", async ({
        page,
        startSignIn
    }) => {
        page.on("dialog", dialog => {
            throw new Error(`a dialog opened: ${dialog.message()}`);
        });
        const user = await createCustomer("hostile", {
            firstName: HOSTILE.firstName,
            lastName: HOSTILE.lastName,
            attributes: { nickname: [HOSTILE.attribute], notes: [HOSTILE.lastName] },
            requiredActions: ["UPDATE_PROFILE"]
        });
        await startSignIn();
        await expectNothingHostile(page);
        await submitSignIn(page, user.username);

        await expect(page.getByLabel("First name")).toHaveValue(HOSTILE.firstName);
        await expect(page.getByLabel("Last name")).toHaveValue(HOSTILE.lastName);
        expect(await serverTime(page)).toBeLessThan(2_000);
        await expectNothingHostile(page);
        await expectAccessible(page);

        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);
        const stored = await findUser(user.username);
        expect(stored?.firstName).toBe(HOSTILE.firstName);
        expect(stored?.attributes?.nickname).toEqual([HOSTILE.attribute]);
    });

    test("a customer with 300 attributes reaches the profile page quickly and signs in", async ({
        page,
        startSignIn
    }) => {
        const attributes = Object.fromEntries(
            Array.from({ length: 300 }, (_, index) => [
                `meter_${index}`,
                [`reading ${index} "kWh" <b>${index}</b>`]
            ])
        );
        const user = await createCustomer("heavy", { attributes, requiredActions: ["UPDATE_PROFILE"] });
        expect(
            Object.keys((await findUser(user.username))?.attributes ?? {}).length
        ).toBeGreaterThanOrEqual(300);

        await startSignIn();
        await submitSignIn(page, user.username);
        await expect(page.getByLabel("First name")).toHaveValue("Flow");
        expect(await serverTime(page)).toBeLessThan(2_000);
        await expectNothingHostile(page);
        expect(await page.locator("b").count(), "attribute markup as elements").toBe(0);

        await page.getByRole("button", { name: "Submit" }).click();
        await expectSignedIn(page);
    });
});
