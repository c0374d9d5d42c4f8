// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadDefaultPageComponent, defaultPageIds } from "./keycloakifyPages";

const DEFAULT_PAGE = fileURLToPath(
    new URL("../../node_modules/keycloakify/login/DefaultPage.js", import.meta.url)
);

/** `DefaultPage`'s switch as it is installed: each page id with the module its `lazy` imports. */
function defaultPageSwitch(): [pageId: string, module: string][] {
    const source = readFileSync(DEFAULT_PAGE, "utf8");
    const lazyModules = new Map(
        Array.from(
            source.matchAll(/const (\w+) = lazy\(\(\) => import\("\.\.\/login\/pages\/(\w+)"\)\)/g),
            ([, name, module]) => [name, module]
        )
    );
    return Array.from(source.matchAll(/case "([^"]+)":\s*return _jsx\((\w+),/g), ([, pageId, name]) => [
        pageId,
        lazyModules.get(name) ?? `(no lazy import for ${name})`
    ]);
}

describe("Keycloakify's own pages, loaded as DefaultPage's switch picks them (README.md)", () => {
    it("knows the page ids of the installed DefaultPage, no more, no fewer", () => {
        expect(defaultPageIds.sort()).toEqual(
            defaultPageSwitch()
                .map(([pageId]) => pageId)
                .sort()
        );
    });

    it.each(defaultPageSwitch())(
        "gives for %s the page DefaultPage renders (%s)",
        async (pageId, module) => {
            const { default: page } = (await import(`keycloakify/login/pages/${module}.js`)) as {
                default: unknown;
            };
            expect(await loadDefaultPageComponent(pageId)).toBe(page);
        }
    );

    it("rejects an id Keycloakify has no page for, as DefaultPage throws", async () => {
        await expect(loadDefaultPageComponent("no-such-page.ftl")).rejects.toThrow(
            "Keycloakify has no page for no-such-page.ftl."
        );
    });
});
