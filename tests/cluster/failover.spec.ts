import type { TestInfo } from "@playwright/test";
import { otpCredential } from "../../dev/keycloak/adminApi";
import { KEYCLOAK_URL, REALM, SIGNED_IN_URL } from "../../dev/keycloak/keycloak";
import { PRODUCTION_PORTS } from "../../dev/keycloak/production";
import { Secret } from "otpauth";
import { createCustomer, expectSignedIn, submitSignIn, totpCode } from "../keycloak/fixture";
import { clusterNodes, setServerState, startNode, stopNode, untilRoundRobinAlternates } from "./control";
import { expect, nodesOfPages, test, type Served } from "./fixture";

const NODE_NAMES = PRODUCTION_PORTS.nodes.map(node => node.name);

/** The other node of the two. */
function peerOf(node: string): string {
    return NODE_NAMES.find(name => name !== node)!;
}

/** The node that answered the last page load or form post recorded in `served`. */
function lastPageNode(served: Served[]): string {
    return served.filter(entry => entry.navigation).at(-1)!.node;
}

/** Keeps what happened to the nodes in the test's annotations and prints it with the results. */
function report(testInfo: TestInfo, type: string, description: string): void {
    testInfo.annotations.push({ type, description });
    console.log(`${type}: ${description}`);
}

/** A customer with an authenticator app: signing in asks for a one-time code after the password. */
async function otpCustomer(prefix: string) {
    const secret = `${prefix}-secret-0123456789`;
    const user = await createCustomer(prefix, { otherCredentials: [otpCredential("Phone", secret)] });
    return { user, code: () => totpCode(Secret.fromLatin1(secret).base32) };
}

test.describe.serial("a node goes away and comes back in the middle of sign-ins", () => {
    test.afterAll(async () => {
        // Whatever happened, the next test file gets both nodes in the round robin again.
        for (const node of NODE_NAMES) {
            await startNode(node);
            await setServerState(node, "ready");
        }
        await untilRoundRobinAlternates();
    });

    test("the node that served the one-time-code page stops; the customer finishes on the other", async ({
        page,
        startSignIn,
        served
    }, testInfo) => {
        const { user, code } = await otpCustomer("cluster-failover");
        await startSignIn();
        await submitSignIn(page, user.username);
        await expect(page.getByLabel("One-time code")).toBeVisible();
        const gone = lastPageNode(served);
        const stoppedAt = served.length;
        const startedStopping = Date.now();
        await stopNode(gone);
        const stopMs = Date.now() - startedStopping;

        await page.getByLabel("One-time code").fill(code());
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        const authorizationCode = await expectSignedIn(page);
        expect(nodesOfPages(served, stoppedAt)).toEqual([peerOf(gone)]);
        // The portal's back end exchanges the code as it would, through the load balancer.
        const token = await fetch(`${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/token`, {
            method: "POST",
            body: new URLSearchParams({
                grant_type: "authorization_code",
                client_id: "customer-portal",
                redirect_uri: SIGNED_IN_URL,
                code: authorizationCode
            })
        });
        const tokens = (await token.json()) as { access_token?: string };
        expect(token.status, JSON.stringify(tokens)).toBe(200);
        expect(tokens.access_token).toBeTruthy();
        report(
            testInfo,
            "failover",
            `${gone} served the one-time-code page and was stopped (${stopMs} ms until HAProxy marked it down); ${peerOf(gone)} took the code and redirected to the client with an authorization code, which it exchanged for tokens`
        );
    });

    test("a node started again serves the rest of a sign-in its peer began", async ({
        page,
        startSignIn,
        served
    }, testInfo) => {
        // The previous test leaves one node stopped; alone, this test stops one itself.
        let stopped = (await clusterNodes()).find(node => !node.running)?.name;
        if (!stopped) {
            stopped = NODE_NAMES[0];
            await stopNode(stopped);
        }
        const peer = peerOf(stopped);
        const { user, code } = await otpCustomer("cluster-restart");
        await startSignIn();
        await expect(page.getByLabel("Username or email")).toBeVisible();
        expect(nodesOfPages(served)).toEqual([peer]);

        const startMs = await startNode(stopped);
        // The peer leaves the round robin, so every later step must be the restarted node's.
        await setServerState(peer, "maint");
        const restartedAt = served.length;
        await submitSignIn(page, user.username);
        await page.getByLabel("One-time code").fill(code());
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
        await setServerState(peer, "ready");
        expect(nodesOfPages(served, restartedAt)).toEqual([stopped]);
        report(
            testInfo,
            "restart",
            `${stopped} started again in ${startMs} ms; with ${peer} in maintenance it served the password post, the one-time-code page and its post of a sign-in ${peer} began`
        );
    });
});
