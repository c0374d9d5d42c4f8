import { REACT_THEME_NAME } from "../../dev/keycloak/reactTheme";
import { expect, test } from "./fixture";

/*
 * Runs in the `react` project only (`playwright.config.ts`): proof that its tests see the React 19
 * copy of our jar (docs/decisions.md §10), not the shipped one.
 */

test("the sign-in page loads its scripts from the React jar's theme", async ({ page, startSignIn }) => {
    const themeScripts: string[] = [];
    page.on("request", request => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === "script" && /\/resources\/[^/]+\/login\//.test(path))
            themeScripts.push(path);
    });
    await startSignIn();
    await expect(page.locator("main[data-page-id='login.ftl']")).toBeVisible();
    expect(themeScripts.length).toBeGreaterThan(0);
    for (const script of themeScripts) expect(script).toContain(`/login/${REACT_THEME_NAME}/`);
});
