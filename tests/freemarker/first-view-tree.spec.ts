import { FIRST_VIEW_PAGES } from "../../config/firstView/firstView";
import { viewDifferences, viewTree } from "../fixtures/firstViewTree";
import { expect, jarBuilt, pairs, test } from "./fixture";

/**
 * docs/decisions.md §22: the server-written first view and the app's first render of the same
 * page are the same tree of elements, ids, classes, text and behavior attributes, but for what
 * the first view leaves to the app (`FIRST_VIEW_EXCEPTIONS`, tests/fixtures/firstViewTree.ts).
 * The box comparison of first-view.spec.ts sees what moves; this sees what differs unseen (a
 * class for another state, a missing `aria-describedby`, a text). Every scenario of every page
 * with a first view. No verdict waits on a timeout: the first view is read with every script
 * refused, the app's once it has taken over and the portal's footer, the last thing to arrive,
 * is in.
 */
const firstViewPairs = pairs.filter(({ ftl }) => ftl in FIRST_VIEW_PAGES);

test.describe("the first view against the app's first render", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("every page with a first view has scenarios to compare", () => {
        const covered = new Set(firstViewPairs.map(({ ftl }) => ftl));
        expect([...covered].sort()).toEqual(Object.keys(FIRST_VIEW_PAGES).sort());
    });

    for (const { scenario, ftl } of firstViewPairs) {
        test(`${scenario.name} → ${ftl}: the app renders the first view's tree`, async ({
            browser,
            freemarker
        }) => {
            const url = freemarker.urlOf(freemarker.find(scenario.name, ftl));
            const options = { markupEscaped: scenario.hostile !== undefined };

            const refused = await browser.newPage();
            await refused.route(/\.js$/, route => route.abort());
            await refused.goto(url);
            const serverView = await viewTree(refused, options);
            await refused.close();

            const page = await browser.newPage();
            await page.goto(url);
            await expect(page.locator("#root:not([data-first-view])")).toBeAttached();
            // Settled: the portal has answered and its footer, loaded after the first paint, is in.
            await expect(page.locator("#root footer")).toBeAttached();
            const appView = await viewTree(page, options);
            await page.close();

            expect(serverView.children, "the first view is empty").not.toEqual([]);
            expect(viewDifferences(serverView, appView)).toEqual([]);
        });
    }
});
