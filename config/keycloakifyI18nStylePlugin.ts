import type { Plugin } from "vite";

/** Keycloakify 11.16's i18n module, which inserts a `<style>` element when it is created. */
const I18N_MODULE = /keycloakify\/login\/i18n\/withJsx\/useI18n\.js$/;
/** The block of that module that inserts the element (a labelled block, so it can be cut whole). */
const ADD_STYLE = /\n\s*add_style: \{\n[\s\S]*?document\.head\.prepend\(styleElement\);\n\s*\}\n/;

/**
 * Takes out the `<style>` element Keycloakify's `createUseI18n` inserts
 * (`div[data-kc-msg] { display: inline-block; }`): an inline style that `style-src 'self'` refuses
 * (docs/security.md §4). `src/index.css` carries the same rule in the theme's style sheet. Build
 * only: the dev server has no Content-Security-Policy, and its pre-bundled dependencies skip
 * plugins.
 * Fails the build when the module no longer has that block, so a Keycloakify upgrade is looked at.
 */
export function keycloakifyI18nStylePlugin(): Plugin {
    return {
        name: "utility-portal:keycloakify-i18n-style",
        apply: "build",
        transform(code, id) {
            if (!I18N_MODULE.test(id)) return null;
            if (!ADD_STYLE.test(code)) throw new Error(`${id}: Keycloakify's add_style block not found`);
            return { code: code.replace(ADD_STYLE, "\n"), map: null };
        }
    };
}
