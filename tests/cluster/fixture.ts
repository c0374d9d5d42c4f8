import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { ROOT } from "../../dev/keycloak/paths";
import { SERVED_BY_HEADER } from "../../dev/keycloak/loadBalancer";
import { PRODUCTION_PORTS } from "../../dev/keycloak/ports";
import { nodeUrl } from "../../dev/keycloak/production";
import { expect, test as base } from "../keycloak/fixture";
import { clusterNodes } from "./control";

/** One response the browser got through HAProxy: what was asked and which node answered. */
export type Served = {
    method: string;
    /** Path and query on the load balancer. */
    path: string;
    status: number;
    /** A page load or form post of the main frame (redirects included), not a resource. */
    navigation: boolean;
    /** HAProxy's server name from `X-Served-By` (`node1`, `node2`). */
    node: string;
};

/** The production cache header of theme resources: 30 days (Keycloak's `theme.staticMaxAge` in production). */
const RESOURCE_CACHE_CONTROL = "max-age=2592000";

/** What each node answered for one resource URL, as recorded in `test-results/cluster/resource-headers.json`. */
type ResourceAnswer = {
    node: string;
    status: number;
    cacheControl: string | null;
    contentType: string | null;
    contentEncoding: string | null;
    sha256: string;
};

const RESOURCE_RECORD = join(ROOT, "test-results", "cluster", "resource-headers.json");

function recordResources(answers: Record<string, ResourceAnswer[]>): void {
    mkdirSync(join(RESOURCE_RECORD, ".."), { recursive: true });
    const kept = existsSync(RESOURCE_RECORD)
        ? (JSON.parse(readFileSync(RESOURCE_RECORD, "utf8")) as Record<string, ResourceAnswer[]>)
        : {};
    writeFileSync(RESOURCE_RECORD, `${JSON.stringify({ ...kept, ...answers }, null, 4)}\n`);
}

/**
 * Asks every running node directly (not through HAProxy) for each theme resource the pages
 * loaded, at the path the page used (`/resources/<version>/…`), the way HAProxy would forward it,
 * with the browser's `Accept-Encoding`. Each must answer 200 with the production cache header and
 * the same bytes on every node: a page rendered by one node loads its lazy chunks, fonts and
 * message bundles from whichever node HAProxy picks. Source of the rule: docs/decisions.md §20.
 */
async function expectResourcesOnEveryNode(paths: string[]): Promise<Record<string, ResourceAnswer[]>> {
    const running = (await clusterNodes()).filter(node => node.running).map(node => node.name);
    const nodes = PRODUCTION_PORTS.nodes.filter(node => running.includes(node.name));
    const answers: Record<string, ResourceAnswer[]> = {};
    for (const path of paths) {
        answers[path] = await Promise.all(
            nodes.map(async node => {
                const response = await fetch(`${nodeUrl(node)}${path}`, {
                    headers: { "accept-encoding": "gzip, deflate, br" }
                });
                const body = Buffer.from(await response.arrayBuffer());
                return {
                    node: node.name,
                    status: response.status,
                    cacheControl: response.headers.get("cache-control"),
                    contentType: response.headers.get("content-type"),
                    contentEncoding: response.headers.get("content-encoding"),
                    sha256: createHash("sha256").update(body).digest("hex")
                };
            })
        );
    }
    for (const [path, perNode] of Object.entries(answers)) {
        for (const answer of perNode) {
            expect(answer.status, `${path} from ${answer.node}`).toBe(200);
            expect(answer.cacheControl, `cache header of ${path} from ${answer.node}`).toBe(
                RESOURCE_CACHE_CONTROL
            );
        }
        expect(
            new Set(perNode.map(answer => answer.sha256)).size,
            `same bytes of ${path} on every node`
        ).toBe(1);
    }
    return answers;
}

function recordServed(page: Page, served: Served[]): void {
    page.on("response", response => {
        const url = new URL(response.url());
        if (url.origin !== new URL(KEYCLOAK_URL).origin) return;
        const request = response.request();
        served.push({
            method: request.method(),
            path: url.pathname + url.search,
            status: response.status(),
            navigation: request.isNavigationRequest() && request.frame() === page.mainFrame(),
            node: response.headers()[SERVED_BY_HEADER] ?? "?"
        });
    });
}

/**
 * The nodes that answered the flow's page loads and form posts (resources left out).
 * @param since only responses after this index of `served` (for example after a node stopped).
 */
export function nodesOfPages(served: Served[], since = 0): string[] {
    return [
        ...new Set(
            served
                .slice(since)
                .filter(entry => entry.navigation)
                .map(entry => entry.node)
        )
    ].sort();
}

/**
 * Checks that both nodes answered page loads or form posts of the flow recorded in `served`: with
 * round robin and no stickiness, consecutive steps of one sign-in reach different nodes, so every
 * step after the first read the authentication session another node wrote.
 */
export function expectBothNodesServedPages(served: Served[]): void {
    const sequence = served
        .filter(entry => entry.navigation)
        .map(entry => `${entry.method} ${entry.path.split("?")[0]} ${entry.status} ${entry.node}`);
    expect(nodesOfPages(served), `nodes of the flow's pages:\n${sequence.join("\n")}`).toEqual(
        PRODUCTION_PORTS.nodes.map(node => node.name)
    );
}

/**
 * Playwright `test` for the cluster: the real-Keycloak fixture (console errors, failed requests
 * and CSP violations fail the test) plus `served`, every response from the load balancer with the
 * node that answered it. After each test every theme resource the pages loaded is fetched from
 * each running node directly and must answer 200 with the production cache header and the same
 * bytes ({@link expectResourcesOnEveryNode}); the answers are kept in
 * `test-results/cluster/resource-headers.json`.
 */
export const test = base.extend<{ served: Served[] }>({
    served: [
        async ({ page }, provide, testInfo) => {
            const served: Served[] = [];
            recordServed(page, served);
            await provide(served);
            await testInfo.attach("served-by", {
                body: served
                    .map(entry => `${entry.node} ${entry.status} ${entry.method} ${entry.path}`)
                    .join("\n"),
                contentType: "text/plain"
            });
            const resources = [
                ...new Set(
                    served
                        .filter(entry => entry.path.startsWith("/resources/") && entry.status === 200)
                        .map(entry => entry.path)
                )
            ];
            const answers = await expectResourcesOnEveryNode(resources);
            recordResources(answers);
        },
        { auto: true }
    ]
});

export { expect };
