import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { admin, credentialsOf, ensurePortalClient } from "../../dev/keycloak/adminApi";
import { authorizationUrl, KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { collectPageErrors } from "../fixtures/pageErrors";
import { createCustomer, expect, expectAccessible, expectSignedIn, submitSignIn, test } from "./fixture";

const FLOW = "browser-recovery-codes";
const CLIENT = "customer-portal-recovery-codes";

type Flow = { id: string; alias: string };
type Execution = { id: string; requirement: string; providerId?: string };

/**
 * Keycloak's default browser flow has the recovery-code form in its conditional 2FA sub-flow but
 * DISABLED (26.4.7 and 26.7.3). This copies the flow, makes the form an alternative beside the
 * authenticator app, and binds the copy to a client of its own, so the demo client keeps
 * Keycloak's default flow and the realm file stays as it is.
 */
async function ensureRecoveryCodeFlow(): Promise<void> {
    const flows = await admin<Flow[]>("GET", "/authentication/flows");
    if (!flows.some(flow => flow.alias === FLOW)) {
        await admin("POST", "/authentication/flows/browser/copy", { newName: FLOW });
        const path = `/authentication/flows/${FLOW}/executions`;
        const executions = await admin<Execution[]>("GET", path);
        const recovery = executions.find(e => e.providerId === "auth-recovery-authn-code-form");
        expect(recovery, "recovery-code form in the copied browser flow").toBeTruthy();
        await admin("PUT", path, { ...recovery, requirement: "ALTERNATIVE" });
    }
    const flowId = (await admin<Flow[]>("GET", "/authentication/flows")).find(f => f.alias === FLOW)!.id;
    await ensurePortalClient(CLIENT, { authenticationFlowBindingOverrides: { browser: flowId } });
}

/**
 * Signs in with the recovery-code client's flow up to the code page, which shows the username
 * (with "Restart login") in place of a heading and asks for one code by number.
 */
async function signInToCodePage(page: Page, username: string): Promise<void> {
    await page.goto(authorizationUrl({ client_id: CLIENT }));
    await submitSignIn(page, username);
    await expect(page.getByLabel(/^Recovery code #\d+$/)).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
}

/**
 * A page in a new browser context (no Keycloak session: the customer is signed out), watched like
 * the fixture's page: its console errors, exceptions, failed requests and CSP violations join
 * `problems`, the fixture's list, which fails the test when not empty.
 */
async function signedOutPage(browser: Browser, problems: string[]): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", event => {
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
    });
    const own = collectPageErrors(page);
    page.on("close", () => problems.push(...own));
    return page;
}

/** The number N of the label "Recovery code #N" on the code page. */
async function askedCodeNumber(page: Page): Promise<number> {
    const label = await page.getByText(/^Recovery code #\d+$/).innerText();
    return Number(label.replace(/\D/g, ""));
}

test.describe("recovery codes as a second factor in the real Keycloak", () => {
    test("a customer sets up recovery codes (copy, download, print), then signs in with one code each time", async ({
        page,
        browser,
        context,
        pageProblems
    }) => {
        await ensureRecoveryCodeFlow();
        const user = await createCustomer("recovery", {
            requiredActions: ["CONFIGURE_RECOVERY_AUTHN_CODES"]
        });
        await context.grantPermissions(["clipboard-read", "clipboard-write"], {
            origin: KEYCLOAK_URL
        });
        await page.goto(authorizationUrl({ client_id: CLIENT }));
        await submitSignIn(page, user.username);

        // login-recovery-authn-code-config.ftl
        await expect(
            page.getByRole("heading", { level: 1, name: "Recovery Authentication Codes" })
        ).toBeVisible();
        await expect(
            page.getByText("These recovery codes won't appear again after leaving this page")
        ).toBeVisible();
        // Keycloak's own warning for the required action is not a second alert above it.
        await expect(page.getByText(/You need to set up/)).toHaveCount(1);
        const items = page.locator("#kc-recovery-codes-list").getByRole("listitem");
        await expect(items.first()).toBeVisible();
        const lines = (await items.allInnerTexts()).map(text => text.replace(/\s+/g, " ").trim());
        expect(lines.length).toBeGreaterThanOrEqual(10);
        lines.forEach((line, index) =>
            expect(line).toMatch(new RegExp(`^${index + 1}: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$`))
        );
        const codes = lines.map(line => line.replace(/^\d+: /, ""));
        await expectAccessible(page);

        // On a 375 px phone every code stays on one line, whole and inside its box.
        await page.setViewportSize({ width: 375, height: 800 });
        const layout = await items.evaluateAll(elements =>
            elements.map(element => ({
                lines: element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
                overflows: element.scrollWidth > element.clientWidth
            }))
        );
        for (const item of layout) {
            expect(item.lines).toBeLessThan(1.5);
            expect(item.overflows).toBe(false);
        }
        await expectAccessible(page);
        await page.setViewportSize({ width: 1280, height: 800 });

        await page.getByRole("button", { name: "Copy" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied.split("\r\n").filter(Boolean)).toEqual(lines);

        const downloading = page.waitForEvent("download");
        await page.getByRole("link", { name: "Download" }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe("kc-download-recovery-codes.txt");
        const file = await readFile((await download.path())!, "utf8");
        expect(file).toContain("Keep these recovery codes somewhere safe.");
        for (const line of lines) expect(file).toContain(line);
        expect(file).toContain("These codes were generated on");

        await page.evaluate(() => {
            const printed = { count: 0 };
            Object.assign(window, { printed });
            window.print = () => {
                printed.count += 1;
            };
        });
        await page.getByRole("button", { name: "Print" }).click();
        expect(
            await page.evaluate(
                () => (window as unknown as { printed: { count: number } }).printed.count
            )
        ).toBe(1);
        // What the printer gets: the codes and Keycloak's texts, not the form around them.
        await page.emulateMedia({ media: "print" });
        await expect(page.getByText("Keep these recovery codes somewhere safe.")).toBeVisible();
        await expect(page.getByText(`1: ${codes[0]}`, { exact: true }).last()).toBeVisible();
        await expect(page.getByRole("button", { name: "Complete setup" })).toBeHidden();
        await page.emulateMedia({ media: "screen" });

        const complete = page.getByRole("button", { name: "Complete setup" });
        await expect(complete).toBeDisabled();
        await page.getByLabel("I have saved these codes somewhere safe").check();
        await expect(complete).toBeEnabled();
        await complete.click();
        await expectSignedIn(page);
        const credentials = await credentialsOf(user.id);
        expect(credentials.map(c => c.type)).toContain("recovery-authn-codes");

        // Signed out (a new context): password, then the code Keycloak asks for.
        const second = await signedOutPage(browser, pageProblems);
        await signInToCodePage(second, user.username);
        const firstPrompt = second.getByLabel(/^Recovery code #\d+$/);
        await expect(firstPrompt).toBeFocused();
        const firstNumber = await askedCodeNumber(second);
        await expectAccessible(second);
        await firstPrompt.fill(codes[firstNumber - 1]);
        await second.getByRole("button", { name: "Sign In" }).click();
        await expectSignedIn(second);
        await second.close();

        // Again: the used code is refused, the one Keycloak now asks for works.
        const third = await signedOutPage(browser, pageProblems);
        await signInToCodePage(third, user.username);
        const nextNumber = await askedCodeNumber(third);
        expect(nextNumber).not.toBe(firstNumber);
        await third.getByLabel(`Recovery code #${nextNumber}`).fill(codes[firstNumber - 1]);
        await third.getByRole("button", { name: "Sign In" }).click();
        const refused = third.getByLabel(`Recovery code #${nextNumber}`);
        await expect(refused).toHaveAttribute("aria-invalid", "true");
        await expect(refused).toHaveAccessibleDescription(/Invalid recovery authentication code/);
        await expectAccessible(third);
        await refused.fill(codes[nextNumber - 1]);
        await third.getByRole("button", { name: "Sign In" }).click();
        await expectSignedIn(third);
        await third.close();
    });
});
