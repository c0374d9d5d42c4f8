import type { TestInfo } from "@playwright/test";
import { KEYCLOAK_URL, REALM, SIGNED_IN_URL } from "../../dev/keycloak/addresses";
import { PRODUCTION_PORTS } from "../../dev/keycloak/ports";
import { Secret } from "otpauth";
import {
    createCustomer,
    expectProblem,
    expectSignedIn,
    PASSWORD,
    fillAuthenticatorSetUp,
    submitSignIn,
    totpCode
} from "../keycloak/fixture";
import { credentialsOf, otpCredential } from "../../dev/keycloak/adminApi";
import {
    clusterNodes,
    freezeNode,
    killNode,
    setServerState,
    startNode,
    stopNode,
    untilRequestHeldBy,
    untilRoundRobinAlternates
} from "./control";
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

/** Whatever a test did, the next one gets both nodes running and alternating in the round robin. */
async function bothNodesBack(): Promise<void> {
    for (const node of NODE_NAMES) {
        await startNode(node);
        await setServerState(node, "ready");
    }
    await untilRoundRobinAlternates();
}

/**
 * Makes `victim` the node holding the customer's post, then kills it (SIGKILL) with the post in
 * flight: the peer is out of the balancer while `submit` sends the post (so it reaches the victim),
 * the victim frozen (so it holds it unanswered), then the peer comes back unless `peerBack` is
 * false, and the victim is killed.
 * @returns when the kill was sent (`Date.now()`).
 */
async function killHoldingPost(victim: string, submit: () => Promise<void>, peerBack = true) {
    const peer = peerOf(victim);
    await setServerState(peer, "maint");
    await freezeNode(victim);
    const submitted = submit();
    await untilRequestHeldBy(victim);
    if (peerBack) await setServerState(peer, "ready");
    const killedAt = Date.now();
    await killNode(victim);
    await submitted;
    return killedAt;
}

test.describe.serial("a node killed while it holds the customer's post (docs/decisions.md §25)", () => {
    test.afterAll(bothNodesBack);

    test("the sign-in post: HAProxy sends it again to the other node and the customer is signed in", async ({
        page,
        startSignIn,
        served
    }, testInfo) => {
        const user = await createCustomer("cluster-kill-sign-in");
        await startSignIn();
        await page.getByLabel("Username or email").fill(user.username);
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        const victim = NODE_NAMES[0];
        const killedAt = await killHoldingPost(victim, () =>
            page.getByRole("button", { name: "Sign In", exact: true }).click()
        );
        await expectSignedIn(page);
        const killToSignedIn = Date.now() - killedAt;
        const post = served.filter(entry => entry.navigation && entry.method === "POST").at(-1);
        expect(post?.node).toBe(peerOf(victim));
        report(
            testInfo,
            "hard kill, sign-in post",
            `${victim} killed (SIGKILL) holding the password post; HAProxy sent it again to ${peerOf(victim)}; signed in ${killToSignedIn} ms after the kill`
        );
    });

    test("the authenticator set-up post: the customer is signed in and the new OTP credential is stored once", async ({
        page,
        startSignIn
    }, testInfo) => {
        await startNode(NODE_NAMES[0]);
        await untilRoundRobinAlternates();
        const user = await createCustomer("cluster-kill-totp", { requiredActions: ["CONFIGURE_TOTP"] });
        await startSignIn();
        await submitSignIn(page, user.username);
        await fillAuthenticatorSetUp(page);
        const victim = NODE_NAMES[1];
        const killedAt = await killHoldingPost(victim, () =>
            page.getByRole("button", { name: "Submit" }).click()
        );
        await expectSignedIn(page);
        const killToSignedIn = Date.now() - killedAt;
        const otp = (await credentialsOf(user.id)).filter(credential => credential.type === "otp");
        expect(otp.map(credential => credential.userLabel)).toEqual(["Work phone"]);
        report(
            testInfo,
            "hard kill, authenticator set-up post",
            `${victim} killed holding the set-up post; signed in ${killToSignedIn} ms after the kill, one OTP credential stored`
        );
    });

    test("the one-time-code post with no node left to take it: our page says what happened, going back and posting again signs in", async ({
        page,
        startSignIn,
        pageProblems
    }, testInfo) => {
        await startNode(NODE_NAMES[1]);
        await untilRoundRobinAlternates();
        const { user, code } = await otpCustomer("cluster-kill-lost");
        await startSignIn();
        await submitSignIn(page, user.username);
        await page.getByLabel("One-time code").fill(code());
        const victim = NODE_NAMES[0];
        const killedAt = await killHoldingPost(
            victim,
            () => page.getByRole("button", { name: "Sign In", exact: true }).click(),
            false
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in interrupted");
        const killToNotice = Date.now() - killedAt;
        // The browser logs the page's status (and its favicon's) as a failed load.
        expectProblem(pageProblems, /status of 503/);

        await setServerState(peerOf(victim), "ready");
        const backAt = Date.now();
        await page.getByRole("button", { name: "Go back" }).click();
        await page.getByLabel("One-time code").fill(code());
        const backToForm = Date.now() - backAt;
        await page.getByRole("button", { name: "Sign In", exact: true }).click();
        await expectSignedIn(page);
        report(
            testInfo,
            "hard kill, one-time-code post lost",
            `${victim} killed holding the code post with ${peerOf(victim)} out of the balancer: the interrupted page ${killToNotice} ms after the kill; back to a working code page in ${backToForm} ms once ${peerOf(victim)} was back; signed in with the code`
        );
    });
});

test.describe.serial("a node goes away and comes back in the middle of sign-ins", () => {
    test.afterAll(bothNodesBack);

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
