import { readFileSync } from "node:fs";

/** The first-view macros (`firstView.ftl`), read once per build. */
let macros: string | undefined;
const firstViewMacros = (): string =>
    (macros ??= readFileSync(new URL("./firstView.ftl", import.meta.url), "utf8"));

/** The pages with a server-written first view, and the macro that writes each. */
export const FIRST_VIEW_PAGES: Readonly<Record<string, string>> = {
    "login.ftl": "xkFirstViewLogin",
    "login-otp.ftl": "xkFirstViewLoginOtp",
    "login-username.ftl": "xkFirstViewLoginUsername",
    "login-password.ftl": "xkFirstViewLoginPassword",
    "error.ftl": "xkFirstViewError"
};

/** `index.html`'s root element with the fallback `fastKcContext.ts` put after it. */
const ROOT_WITH_FALLBACK = '<div id="root"></div>\n<@xkPageFallback />';
/** `index.html`'s `<html>` tag, as Keycloakify copies it. */
const HTML_TAG = '<html lang="en">';
/** The page's language and direction from Keycloak's `locale` (Keycloak's `template.ftl` does the same). */
const HTML_TAG_LOCALISED =
    '<html lang="<#if locale?? && locale.currentLanguageTag??>${locale.currentLanguageTag}<#else>en</#if>"' +
    '<#if locale?? && locale.rtl?? && locale.rtl> dir="rtl"</#if>>';

/**
 * Gives a generated page (after `fastKcContext.ts`) its server-written first view
 * (docs/decisions.md §22): `<html lang dir>` from Keycloak's locale on every page, so the first
 * paint is in the page's language and direction; on the pages of {@link FIRST_VIEW_PAGES}, the
 * product's frame and form inside the app's root, marked `data-first-view` for the takeover
 * (`src/login/firstView.ts`), with the macros that write it appended (other pages do not carry
 * them). A FreeMarker error in the first view leaves an empty root and the plain fallback instead,
 * so the page still renders.
 * @param ftl the page, as `fastKcContext.ts` rewrote it.
 * @param pageFile its file name, e.g. `login.ftl`.
 * @throws Error when the page has no `<html lang="en">` or no root followed by the fallback.
 */
export function withFirstView(ftl: string, pageFile: string): string {
    if (!ftl.includes(HTML_TAG) || !ftl.includes(ROOT_WITH_FALLBACK))
        throw new Error(`firstView: ${pageFile} has no <html lang="en"> or no root with the fallback`);
    const localised = ftl.replace(HTML_TAG, HTML_TAG_LOCALISED);
    const macro = FIRST_VIEW_PAGES[pageFile];
    if (macro === undefined) return localised;
    const withView = localised.replace(
        ROOT_WITH_FALLBACK,
        `<#attempt><div id="root" data-first-view><@${macro} /></div>` +
            `<#recover><div id="root"></div><@xkPageFallback /></#attempt>`
    );
    return inlineClassFunctions(withView + firstViewMacros());
}

/** `firstView.ftl`'s functions that only return a string literal (`xkFvButton`, …). */
const CLASS_FUNCTION = /<#function (xkFv\w+)><#return ("[^"]*")><\/#function>/g;

/** Writes each call of a string-returning first-view function as its literal (no function call per use). */
function inlineClassFunctions(ftl: string): string {
    let inlined = ftl;
    for (const [, name, literal] of firstViewMacros().matchAll(CLASS_FUNCTION))
        inlined = inlined.replaceAll(`${name}()`, literal);
    return inlined;
}
