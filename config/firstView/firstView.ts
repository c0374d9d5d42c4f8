import { readFileSync } from "node:fs";

let macros: string | undefined;
const pageMacros = (): string =>
    (macros ??= readFileSync(new URL("./firstView.ftl", import.meta.url), "utf8"));

/** The pages with a server-written first view, and the macro that writes each. */
export const FIRST_VIEW_PAGES: Readonly<Record<string, string>> = {
    "login.ftl": "xkFirstViewLogin",
    "login-otp.ftl": "xkFirstViewLoginOtp",
    "login-username.ftl": "xkFirstViewLoginUsername",
    "login-password.ftl": "xkFirstViewLoginPassword",
    "error.ftl": "xkFirstViewError"
};

/** The app's module scripts (its entry and the chunks Vite lists beside it); the boot's tag is `async` and stays. */
const APP_MODULE_SCRIPT = /^(\s*)<script type="module" crossorigin="" src="([^"]*)"><\/script>$/gm;
/** The same as inert data blocks the boot imports, all at once (src/boot/README.md). */
const INERT_APP_MODULE = '$1<script type="text/plain" data-app-module data-src="$2"></script>';

const ROOT_WITH_FALLBACK = '<div id="root"></div>\n<@xkPageFallback />';
const HTML_TAG = '<html lang="en">';
/** As Keycloak's `template.ftl` sets them. */
const HTML_TAG_LOCALIZED =
    '<html lang="<#if locale?? && locale.currentLanguageTag??>${locale.currentLanguageTag}<#else>en</#if>"' +
    '<#if locale?? && locale.rtl?? && locale.rtl> dir="rtl"</#if>>';

/** Adds `<html lang dir>` and, on {@link FIRST_VIEW_PAGES}, the first view to `pageFile` (`login.ftl`),
 * with the app's module scripts made inert, as the boot loads them (src/boot/README.md): `firstView.ftl`
 * and `partMacros`, the parts it composes (`generateFirstViewMacros`).
 * @throws Error when the page lacks `<html lang="en">`, the root with the fallback, or app scripts.
 */
export function withFirstView(ftl: string, pageFile: string, partMacros: string): string {
    if (!ftl.includes(HTML_TAG) || !ftl.includes(ROOT_WITH_FALLBACK))
        throw new Error(`firstView: ${pageFile} has no <html lang="en"> or no root with the fallback`);
    const localized = ftl.replace(HTML_TAG, HTML_TAG_LOCALIZED);
    const macro = FIRST_VIEW_PAGES[pageFile];
    if (macro === undefined) return localized;
    const withoutApp = localized.replace(APP_MODULE_SCRIPT, INERT_APP_MODULE);
    if (withoutApp === localized) throw new Error(`firstView: ${pageFile} has no app module script`);
    const withView = withoutApp.replace(
        ROOT_WITH_FALLBACK,
        `<#attempt><div id="root" data-first-view><@${macro} /></div>` +
            `<#recover><div id="root"></div><@xkPageFallback /></#attempt>`
    );
    return `${withView}\n${partMacros}\n${pageMacros()}`;
}
