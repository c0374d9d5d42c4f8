import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const jarPath = "dist_keycloak/keycloak-theme.jar";

test.describe("the theme jar an operator drops into Keycloak's providers/ folder", () => {
    test.skip(!existsSync(jarPath), "run `npm run build-keycloak-theme` first");

    let dir = "";
    test.beforeAll(() => {
        dir = mkdtempSync(join(tmpdir(), "theme-jar-"));
        execFileSync("jar", ["--extract", "--file", join(process.cwd(), jarPath)], { cwd: dir });
    });
    test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

    test("declares the login and e-mail themes utility-portal", () => {
        const manifest = JSON.parse(readFileSync(join(dir, "META-INF/keycloak-themes.json"), "utf8"));
        expect(manifest.themes).toEqual([{ name: "utility-portal", types: ["email", "login"] }]);
    });

    test("holds the pages, theme properties and built assets", () => {
        const login = join(dir, "theme/utility-portal/login");
        for (const file of [
            "login.ftl",
            "login-config-totp.ftl",
            "login-otp.ftl",
            "login-verify-email.ftl",
            "register.ftl",
            "theme.properties"
        ]) {
            expect(existsSync(join(login, file)), file).toBe(true);
        }
        const properties = readFileSync(join(login, "theme.properties"), "utf8");
        expect(properties).toContain("parent=keycloak");
        expect(properties).toContain("PORTAL_BASE_URL_PROD");
        // Every file the pages load from the theme's resources is inside the jar; the sign-in page
        // loads the boot script, which loads the main bundle (docs/decisions.md §22).
        const assetsOf = (page: string) =>
            [
                ...readFileSync(join(login, page), "utf8").matchAll(
                    /\$\{xKeycloakify\.resourcesPath\}\/(dist\/[\w./-]+\.\w+)"/g
                )
            ].map(match => match[1]);
        const signIn = assetsOf("login.ftl");
        const register = assetsOf("register.ftl");
        const assets = [...signIn, ...register];
        expect(signIn).toContainEqual(expect.stringMatching(/^dist\/assets\/boot-[\w-]+\.js$/));
        expect(register).toContainEqual(expect.stringMatching(/^dist\/assets\/index-[\w-]+\.js$/));
        expect(assets).toContainEqual(expect.stringMatching(/^dist\/assets\/index-[\w-]+\.css$/));
        for (const asset of assets) {
            expect(existsSync(join(login, "resources", asset!)), asset).toBe(true);
        }
    });
});
