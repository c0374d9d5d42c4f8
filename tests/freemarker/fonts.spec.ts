import { expect, jarBuilt, test } from "./fixture";

/**
 * Montserrat's files are cut in two per weight (src/fonts.css, config/fontSubsets.ts): an English
 * page fetches only the small files of English text, and a character outside them (a name a
 * customer types) fetches the rest and is drawn in Montserrat, not in the fallback font.
 */
test.describe("Montserrat's subsets", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("an English sign-in page fetches the basic files only; typing a ü fetches the rest", async ({
        page,
        freemarker
    }) => {
        const fonts: string[] = [];
        page.on("request", request => {
            const name = /montserrat-latin-(\w+-\d+)-[^/]+\.woff2$/.exec(request.url())?.[1];
            if (name !== undefined) fonts.push(name);
        });
        await page.goto(freemarker.urlOf(freemarker.find("login-default", "login.ftl")));
        await page.evaluate(() => document.fonts.ready);
        expect(fonts.sort()).toEqual(["basic-400", "basic-600"]);

        await page.getByLabel("Username or email").fill("Jürgen Weiß");
        await expect.poll(() => fonts.includes("extended-400")).toBe(true);
        // The regular weight's face for ü and ß is loaded: the name is drawn in Montserrat.
        const extendedRegular = () =>
            page.evaluate(() => {
                let status: string | undefined;
                document.fonts.forEach(face => {
                    if (face.weight === "100 500" && face.unicodeRange.includes("U+BC-FF"))
                        status = face.status;
                });
                return status;
            });
        await expect.poll(extendedRegular).toBe("loaded");
    });
});
