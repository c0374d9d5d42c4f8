import { collectPageErrors } from "../fixtures/pageErrors";
import {
    bootPage,
    expectNothingExecuted,
    expectPostedFields,
    loginActionOf,
    submitForm,
    traceExecution
} from "../freemarker/browserChecks";
import { expect, jarBuilt, pairs, test } from "../freemarker/fixture";

/**
 * Issue 7, "Booting in a browser" and "Injection safety": the four custom pages are loaded in
 * Chromium from FreeMarker's output (jar resources at url.resourcesPath, the local tRPC portal
 * at properties.PORTAL_BASE_URL_DEV), must render their form, post to url.loginAction with the
 * expected fields, and run nothing injected through hostile scenario values.
 */
const browserPairs = pairs.filter(({ scenario }) => scenario.submit || scenario.link);

test.describe("custom pages booted from FreeMarker output", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    for (const { scenario, ftl } of browserPairs) {
        const title = scenario.hostile
            ? "executes nothing and posts the values intact"
            : "boots and posts";
        test(`${scenario.name} → ${ftl} ${title}`, async ({ page, freemarker }) => {
            const rendered = freemarker.find(scenario.name, ftl);
            const trace = traceExecution(page);
            const errors = collectPageErrors(page);
            const ready = scenario.submit?.form ?? scenario.link!.selector;
            await bootPage(page, freemarker, rendered, ready);
            await expectNothingExecuted(page, trace);
            expect(errors, "console errors, exceptions or failed requests").toEqual([]);

            if (scenario.submit) {
                const request = await submitForm(page, freemarker, rendered, scenario.submit);
                expectPostedFields(request, scenario.submit);
            } else {
                const link = page.locator(`a[href="${loginActionOf(rendered)}"]`);
                await expect(link).toHaveCount(1);
                const recorded = freemarker.server.nextRequest(
                    new URL(loginActionOf(rendered)).pathname
                );
                await link.click();
                expect((await recorded).method).toBe("GET");
            }
            expect(trace.dialogs, "dialogs opened").toEqual([]);
        });
    }
});
