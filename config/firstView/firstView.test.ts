// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withFirstView as withFirstViewOf } from "./firstView";

/** Stands for the generated part macros, which `firstViewParts.test.ts` checks. */
const PARTS = "<#macro xkFvFrame></#macro>";
const withFirstView = (ftl: string, pageFile: string) => withFirstViewOf(ftl, pageFile, PARTS);

const appScripts =
    '      <script type="module" crossorigin="" src="${xKeycloakify.resourcesPath}/dist/assets/vendor-2.js"></script>\n' +
    '      <script type="module" crossorigin="" src="${xKeycloakify.resourcesPath}/dist/assets/index-3.js"></script>\n';

/** A page as `fastKcContext.ts` leaves it, cut to the parts this step rewrites. */
const page =
    '<!DOCTYPE html><html lang="en"><head>\n' +
    '      <script type="module" async="" crossorigin="" src="${xKeycloakify.resourcesPath}/dist/assets/boot-1.js"></script>\n' +
    appScripts +
    '</head><body><div id="root"></div>\n<@xkPageFallback /></body></html>';

describe("withFirstView (docs/decisions.md §22)", () => {
    it("writes the page's language and direction from Keycloak's locale on every page", () => {
        const ftl = withFirstView(page, "register.ftl");
        expect(ftl).toContain('<html lang="<#if locale?? && locale.currentLanguageTag??>');
        expect(ftl).toContain('<#if locale?? && locale.rtl?? && locale.rtl> dir="rtl"</#if>>');
        expect(ftl).toContain('<div id="root"></div>\n<@xkPageFallback />');
        expect(ftl).not.toContain("<#macro xkFirstViewLogin>");
        expect(ftl).toContain("vendor-2.js");
        expect(ftl).toContain("index-3.js");
    });

    it("leaves the app to the boot script on a first-view page: its scripts' addresses, in inert blocks", () => {
        const ftl = withFirstView(page, "login.ftl");
        expect(ftl).toContain(
            '<script type="module" async="" crossorigin="" src="${xKeycloakify.resourcesPath}/dist/assets/boot-1.js">'
        );
        for (const chunk of ["vendor-2.js", "index-3.js"])
            expect(ftl).toContain(
                `<script type="text/plain" data-app-module data-src="\${xKeycloakify.resourcesPath}/dist/assets/${chunk}"></script>`
            );
        expect(ftl).not.toMatch(/<script type="module" crossorigin="" src=/);
        expect(() => withFirstView(page.replace(appScripts, ""), "login.ftl")).toThrow(
            /app module script/
        );
    });

    it.each([
        ["login.ftl", "xkFirstViewLogin"],
        ["login-otp.ftl", "xkFirstViewLoginOtp"],
        ["error.ftl", "xkFirstViewError"]
    ])("puts %s's first view in the root, with the fallback if FreeMarker fails", (file, macro) => {
        const ftl = withFirstView(page, file);
        expect(ftl).toContain(
            `<#attempt><div id="root" data-first-view><@${macro} /></div><#recover><div id="root"></div><@xkPageFallback /></#attempt>`
        );
        expect(ftl).toContain(`<#macro ${macro}>`);
    });

    it("appends the generated parts and the pages' macros, which write no class of their own", () => {
        const ftl = withFirstView(page, "login.ftl");
        expect(ftl).toContain(PARTS);
        expect(ftl).toContain("<#macro xkFirstViewLogin>");
        expect(ftl.slice(ftl.indexOf("</html>"))).not.toContain('class="');
    });

    it("refuses a page whose root or <html> tag it does not recognize", () => {
        expect(() => withFirstView(page.replace(' lang="en"', ""), "login.ftl")).toThrow(/login\.ftl/);
        expect(() => withFirstView(page.replace("<@xkPageFallback />", ""), "login.ftl")).toThrow(
            /root/
        );
    });
});
