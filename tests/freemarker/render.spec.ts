import { keycloakPageIds } from "../../src/test-support/pageIds";
import { kcContextFromHtml } from "../fixtures/kcContextData";
import { valueAt, type RenderedPage } from "./harness";
import { expect, jarBuilt, pairs, test } from "./fixture";
import { FIRST_VIEW_PAGES } from "../../config/firstView/firstView";
import { inlineScripts } from "../fixtures/inlineScripts";
import { kcContextShapes } from "../../keycloakify-seam/build/kcContextSerializer/kcContextShape";

/**
 * Rendering every page: every `.ftl` of the built jar goes through Apache FreeMarker
 * (configured as Keycloak configures it) with a Keycloak-shaped bean model, and the output must
 * carry its kcContext as a data block the boot code reads into the model's values, with no inline
 * script and no `<base>` (docs/security.md).
 */

/** Keycloakify drops url.loginAction on these pages (its ftl template's exclusion list). */
const LOGIN_ACTION_DROPPED = [
    "saml-post-form.ftl",
    "error.ftl",
    "info.ftl",
    "login-oauth-grant.ftl",
    "logout-confirm.ftl",
    "login-oauth2-device-verify-user-code.ftl",
    "frontchannel-logout.ftl"
];

/** Legacy file names Keycloakify emits as copies of another page. */
const PAGE_ID_OF: Record<string, string> = {
    "register-user-profile.ftl": "register.ftl",
    "update-user-profile.ftl": "login-update-profile.ftl"
};

/** Values planted in `_base.json`/scenarios that Keycloakify must never serialize. */
const SECRETS = ["PASSWORD-MUST-NOT-LEAK", "PRIVATE-KEY-MUST-NOT-LEAK", "OTP-SECRET-MUST-NOT-LEAK"];

type KcContextLike = Record<string, unknown> & {
    messagesPerField?: { get: (field: string) => string };
};

/** Hostile paths like `messagesPerField.totp` are read through kcContext's `get`, as pages do. */
function kcContextValue(kcContext: KcContextLike, path: string): unknown {
    const field = /^messagesPerField\.(.+)$/.exec(path)?.[1];
    return field === undefined ? valueAt(kcContext, path) : kcContext.messagesPerField?.get(field);
}

function url(page: RenderedPage, key: string): string {
    return valueAt(page.model, `url.${key}`) as string;
}

test.describe("the built theme rendered by Apache FreeMarker", () => {
    test.skip(!jarBuilt, "run `npm run build-keycloak-theme` first (npm run test:freemarker does)");

    test("the scenarios cover every page id of docs/product.md §2.1 and every .ftl in the jar", () => {
        const rendered = new Set(pairs.map(pair => pair.ftl));
        for (const pageId of keycloakPageIds) expect(rendered, pageId).toContain(pageId);
        const scenariosPerCustomPage = ["login.ftl", "login-otp.ftl", "login-config-totp.ftl"].map(
            ftl => pairs.filter(pair => pair.ftl === ftl).length
        );
        for (const count of scenariosPerCustomPage) expect(count).toBeGreaterThanOrEqual(3);
    });

    for (const { scenario, ftl } of pairs) {
        test(`${scenario.name} → ${ftl}`, ({ freemarker }) => {
            const page = freemarker.find(scenario.name, ftl);
            expect(page.error, "FreeMarker error").toBeUndefined();
            const { html } = page;
            expect(inlineScripts(html), "inline scripts").toEqual([]);
            expect(html).not.toMatch(/<base[\s>]/i);
            expect(html).not.toMatch(/\sstyle=/i);
            expect(html).not.toMatch(/<#|FreeMarker template error/);
            for (const secret of SECRETS) expect(html, `${secret} serialized`).not.toContain(secret);

            const resourcesPath = url(page, "resourcesPath");
            expect(html).toMatch(
                new RegExp(`<script type="module"[^>]* src="${resourcesPath}/dist/assets/`)
            );

            // A first view (docs/decisions.md §22) on the pages that have one, else the fallback for
            // a page whose code cannot run: the server's text, no markup from values.
            const firstView = /<div id="root" data-first-view>[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
            const fallback = /<div id="kc-fallback"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
            const serverWritten = ftl in FIRST_VIEW_PAGES ? firstView : fallback;
            if (ftl in FIRST_VIEW_PAGES) expect(fallback).toBe("");
            else expect(fallback).toContain("This page could not start.");
            expect(serverWritten).not.toMatch(/<(?:img|script)/i);
            // Tags and attribute names only (quoted values and text dropped): no value broke out.
            const tags = serverWritten.replace(/="[^"]*"/g, '=""').replace(/>[^<]*</g, "><");
            expect(tags).not.toMatch(/\son\w+=/i);
            if ((PAGE_ID_OF[ftl] ?? ftl) === "login.ftl" && valueAt(page.model, "realm.password"))
                expect(serverWritten).toMatch(/<form (class="kc-fallback-form"|id="kc-form-login")/);

            const kcContext = kcContextFromHtml(html) as KcContextLike;
            expect(kcContext.pageId).toBe(PAGE_ID_OF[ftl] ?? ftl);
            expect(kcContext.themeName).toBe("utility-portal");
            expect(valueAt(kcContext, "realm.name")).toBe("utility");
            expect(valueAt(kcContext, "url.resourcesPath")).toBe(resourcesPath);
            expect(valueAt(kcContext, "properties.PORTAL_BASE_URL_DEV")).toBe(freemarker.portalUrl);
            expect(valueAt(kcContext, "url.loginAction")).toBe(
                LOGIN_ACTION_DROPPED.includes(ftl) ? undefined : url(page, "loginAction")
            );
            for (const path of scenario.hostile ?? []) {
                expect(kcContextValue(kcContext, path), path).toBe(valueAt(page.model, path));
            }
            // Keycloak's UrlBean builds an address on each call. Keycloakify's own lines read
            // resourcesPath thrice, which Keycloak joins from parts it keeps.
            if (ftl in kcContextShapes) {
                for (const [key, calls] of Object.entries(page.urlReads))
                    if (key !== "resourcesPath") expect(calls, `url.${key}`).toBe(1);
            }
        });
    }
});
