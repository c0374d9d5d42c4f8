import { basename } from "node:path";
import { themeJarFor } from "../../dev/keycloak/theme";
import { keycloakVersion } from "../../dev/keycloak/version";
import { createCustomer, expectSignedIn, submitSignIn } from "../keycloak/fixture";
import { setServerState, untilRoundRobinAlternates, upgradeNode } from "./control";
import { expect, test } from "./fixture";
import { buildUpgradeJar } from "./upgradeJar";

/**
 * docs/decisions.md §24: operators replace the theme jar one node at a time. A page the previous
 * jar rendered asks for that build's chunks by their hashed names; jar B carries them
 * (`PREVIOUS_THEME_JAR`), so a node already upgraded answers them and the customer's page works.
 */
test.describe.serial("a rolling theme upgrade", () => {
    // Node 1's upgrade, the rollout's last step, would be node 2's again (decisions.md §24): it
    // goes back into the balancer on jar A.
    test.afterAll(async () => {
        await setServerState("node1", "ready");
        await untilRoundRobinAlternates();
    });

    test("a page of jar A loads its lazy parts from a node with jar B, and the customer signs in", async ({
        page,
        startSignIn,
        served
    }, testInfo) => {
        test.setTimeout(20 * 60_000);
        const upgrade = await buildUpgradeJar(themeJarFor(keycloakVersion()));
        try {
            const user = await createCustomer("cluster-rolling");
            await startSignIn();
            await expect(page.getByLabel("Username or email")).toBeVisible();

            // The rollout: node2 gets jar B, then node1 leaves the balancer to be upgraded next,
            // so every request of the page rendered with jar A reaches jar B.
            const node2 = await upgradeNode("node2", upgrade.jar);
            await setServerState("node1", "maint");
            const upgradedAt = served.length;
            const upgraded = `kc.sh build ${node2.buildMs} ms, start ${node2.startMs} ms`;
            testInfo.annotations.push({ type: "node2 upgraded", description: upgraded });
            console.log(`rolling upgrade: node2 got jar B (${upgraded}); node1 out of the balancer`);

            await page.getByRole("button", { name: "Languages: English" }).click();
            await expect(page.getByRole("menuitem", { name: "Deutsch" })).toBeVisible();
            await page.keyboard.press("Escape");

            await page.getByRole("link", { name: "Privacy Policy" }).click();
            const privacy = page.getByRole("dialog", { name: "Privacy Policy" });
            await expect(privacy).toBeVisible();
            await page.keyboard.press("Escape");
            await expect(privacy).toBeHidden();

            await page.getByRole("link", { name: "Rate Schedule (PDF)" }).click();
            const pdf = page.getByRole("dialog", { name: "Rate Schedule (PDF)" });
            await expect(
                pdf.getByRole("region", { name: "Rate Schedule (PDF)" }).getByRole("group", {
                    name: "Page 1 of 1"
                })
            ).toContainText("Residential Rate Schedule");
            await page.keyboard.press("Escape");

            await submitSignIn(page, user.username);
            await expectSignedIn(page);

            const chunks = served
                .slice(upgradedAt)
                .filter(entry => entry.path.includes("/dist/assets/"));
            expect(chunks.map(entry => `${entry.node} ${entry.status}`)).toEqual(
                chunks.map(() => "node2 200")
            );
            // Some of them exist in jar B only because it carries jar A's chunks.
            expect(
                chunks.filter(entry => !upgrade.ownAssets.includes(basename(entry.path))).length
            ).toBeGreaterThan(0);
        } finally {
            upgrade.dispose();
        }
    });
});
