import { expect, test } from "@playwright/test";
import { keycloakPageIds } from "../../src/test-support/pageIds";
import { reachedPageIds } from "./gallery";
import { pagesNotReached } from "./pagesNotReached";

/**
 * Runs after every flow of the suite (its own Playwright project, which depends on the flows):
 * each page id the theme answers (docs/product.md §2.1) must have been reached in the real server
 * by some flow, or be one of the few exceptions that say why no practical set-up reaches it.
 */
test("every page id the theme answers was reached by a flow, or is an exception with its reason", () => {
    const reached = reachedPageIds();
    const excepted = Object.keys(pagesNotReached);
    const missing = keycloakPageIds.filter(
        pageId => !reached.includes(pageId) && !excepted.includes(pageId)
    );
    expect(missing, "page ids no flow reached").toEqual([]);
    expect(
        excepted.filter(pageId => reached.includes(pageId)),
        "exceptions a flow reaches after all"
    ).toEqual([]);
});
