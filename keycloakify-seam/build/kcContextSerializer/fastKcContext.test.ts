// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withFirstView } from "../../../config/firstView/firstView";
import { fastKcContextPostBuild, inlineXkJs, type PageAdditions } from "./fastKcContext";
import { kcContextShapes } from "./kcContextShape";

/** A login page as Keycloakify 11.16 generates it, cut to the parts the serializer rewrites. */
function keycloakifyPage(title: string): string {
    return [
        "<!doctype html>",
        '<html lang="en">',
        "<head><script>",
        'const kcContext = ${toJsDeclarationString(.data_model, [])?no_esc};kcContext.pageId = "${xKeycloakify.pageId}";',
        "window.kcContext = kcContext;",
        "<#function toJsDeclarationString object path><#return ''></#function>",
        "</script>",
        '<base href="${xKeycloakify.resourcesPath}/dist/">',
        `<title>${title}</title>`,
        '      <script type="module" crossorigin="" src="${xKeycloakify.resourcesPath}/dist/assets/index-1.js"></script>',
        '</head><body><div id="root"></div></body></html>'
    ].join("\n");
}

const additions: PageAdditions = {
    pageFallbackFtl: readFileSync(new URL("../../../config/pageFallback.ftl", import.meta.url), "utf8"),
    withFirstView: (ftl, pageFile) => withFirstView(ftl, pageFile, ""),
    serverTexts: () => ({
        "login.ftl": { loginAccountTitle: "Sign in to your account", otpCodeHint: 'Type "{0}" \\ now' }
    })
};

let folder: string;
let cwd: string;

/** Writes `pages` (file name → content) as a theme's login pages, runs the hook, returns them. */
async function rewrite(pages: Record<string, string>): Promise<Record<string, string>> {
    const login = join(folder, "theme", "utility-portal", "login");
    mkdirSync(login, { recursive: true });
    for (const [name, html] of Object.entries(pages)) writeFileSync(join(login, name), html);
    await fastKcContextPostBuild({ themeNames: ["utility-portal"] }, additions);
    return Object.fromEntries(
        Object.keys(pages).map(name => [name, readFileSync(join(login, name), "utf8")])
    );
}

describe("fastKcContextPostBuild (docs/decisions.md §17, §18; docs/security.md §2)", () => {
    beforeEach(() => {
        cwd = process.cwd();
        folder = mkdtempSync(join(tmpdir(), "serializer-"));
        process.chdir(folder);
    });
    afterEach(() => {
        process.chdir(cwd);
        rmSync(folder, { recursive: true, force: true });
    });

    it("replaces Keycloakify's inline script and <base> with a JSON data block", async () => {
        const { "register.ftl": page } = await rewrite({ "register.ftl": keycloakifyPage("Register") });
        expect(page).toContain('<script type="application/json" id="kc-context"');
        expect(page).not.toContain("<base");
        expect(page).not.toContain("const kcContext =");
        expect(page).not.toContain("window.kcContext");
        // Every script left in the markup (before the FreeMarker definitions), but the app's own
        // module script, is the data block.
        const markup = page.slice(0, page.indexOf("<#function toJsDeclarationString"));
        const scripts = (markup.match(/<script\b[^>]*>/g) ?? []).filter(
            tag => !tag.includes('type="module"')
        );
        expect(scripts).toHaveLength(1);
        expect(scripts.every(tag => tag.includes('type="application/json"'))).toBe(true);
        // Keycloak's history script lands in a comment; the fallback follows the root.
        expect(page).toContain("<head><!--</head>-->");
        expect(page).toContain('<div id="root"></div>\n<@xkPageFallback />');
    });

    it("writes a page with a shape value by value and walks the data model on the others", async () => {
        expect(Object.keys(kcContextShapes)).toEqual([
            "login.ftl",
            "error.ftl",
            "login-update-profile.ftl"
        ]);
        const pages = await rewrite({
            "login.ftl": keycloakifyPage("Sign in"),
            "info.ftl": keycloakifyPage("Info")
        });
        expect(pages["login.ftl"]).not.toContain("<@xkWrite object=.data_model");
        expect(pages["login.ftl"]).toContain('"realm": {');
        expect(pages["info.ftl"]).toContain("<@xkWrite object=.data_model depth=0");
    });

    it("reads each value of a shaped page once: UrlBean builds a URL on each read", async () => {
        const page = (await rewrite({ "login.ftl": keycloakifyPage("Sign in") }))["login.ftl"];
        const declaration = page.slice(
            page.indexOf('{"kcContext": '),
            page.indexOf(', "keycloakify": ')
        );
        expect(declaration).toContain("<#assign xkObject0 = (url)!xkAbsentValue>");
        expect(declaration).toContain(
            "<#assign xkValue = (xkObject0.loginResetCredentialsUrl)!xkAbsentValue>"
        );
        expect(declaration).toContain("<#assign xkList1 = (xkObject0.providers)!xkAbsentValue>");
        // Only messagesPerField, whose macro reads the bean itself, is tested without being read.
        expect([...declaration.matchAll(/\(([\w.]+)\)\?\?/g)].map(([, tested]) => tested)).toEqual([
            "messagesPerField"
        ]);
    });

    it("has Keycloak write the listed texts of a page into its messages, overrides included", async () => {
        const pages = await rewrite({
            "login.ftl": keycloakifyPage("Sign in"),
            "info.ftl": keycloakifyPage("Info")
        });
        expect(pages["login.ftl"]).toContain(
            '<#assign xkText = msg("loginAccountTitle")><#if !(xkEnglishPage && xkText?length == 23 && xkText?starts_with("Sign in to your account"))>"loginAccountTitle":'
        );
        expect(pages["login.ftl"]).toContain(
            'xkText?length == 16 && xkText?starts_with("Type \\"\\{0}\\" \\\\ now")'
        );
        expect(pages["info.ftl"]).not.toContain('msg("loginAccountTitle")');
    });

    it("checks an English page's texts in one comparison, each key only when one differs", async () => {
        const page = (await rewrite({ "login.ftl": keycloakifyPage("Sign in") }))["login.ftl"];
        const joined = 'Sign in to your account\0Type "{0}" \\ now';
        expect(page).toContain(
            '<#if xkEnglishPage><#assign xkTexts = [msg("loginAccountTitle"),msg("otpCodeHint")]?join("\\x0000")></#if>' +
                `<#if !(xkEnglishPage && xkTexts?length == ${joined.length} && xkTexts?starts_with("Sign in to your account\\x0000Type \\"\\{0}\\" \\\\ now"))><#assign xkText = msg("loginAccountTitle")>`
        );
    });

    it("leaves a page Keycloakify did not generate as it is", async () => {
        const own = "<!doctype html><title>Own page</title>";
        expect((await rewrite({ "own.ftl": own }))["own.ftl"]).toBe(own);
    });

    it("refuses a page whose script is not Keycloakify 11.16's", async () => {
        const changed = keycloakifyPage("Register").replace("window.kcContext = kcContext;", "");
        await expect(rewrite({ "register.ftl": changed })).rejects.toThrow(
            "Keycloakify's kcContext script or the root element not found"
        );
    });

    it("refuses Keycloakify's kcContext exclusions, which it would not apply", async () => {
        await expect(
            fastKcContextPostBuild({ themeNames: [], kcContextExclusionsFtlCode: "<#-- -->" }, additions)
        ).rejects.toThrow("kcContextExclusionsFtl is not supported");
    });
});

describe("inlineXkJs", () => {
    const chain = (expression: string) =>
        `\${(${expression})?json_string?replace("<", "\\\\u003C")?no_esc}`;

    it("writes each xkJs call as the escaping chain the function returns", () => {
        expect(
            inlineXkJs('"a": "${xkJs(realm.name)?no_esc}", "b": "${xkJs((login.username)!"")?no_esc}"')
        ).toBe(`"a": "${chain("realm.name")}", "b": "${chain('(login.username)!""')}"`);
    });

    it("leaves a call with deeper parentheses to the function", () => {
        const deep = "${xkJs(msg(f(a)))?no_esc}";
        expect(inlineXkJs(deep)).toBe(deep);
    });
});
