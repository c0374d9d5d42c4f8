import type { Plugin } from "vite";
import { ADD_STYLE, I18N_MODULE, overrideFailure } from "./keycloakifyOverrides";

const OVERRIDE = "build/keycloakifyI18nStylePlugin.ts";

/**
 * Takes out the `<style>` element Keycloakify's `createUseI18n` inserts
 * (`div[data-kc-msg] { display: inline-block; }`), which `style-src 'self'` refuses
 * (docs/security.md §4); `src/index.css` carries the rule. Build only: the dev server has no
 * Content-Security-Policy, and its pre-bundled dependencies skip plugins.
 * Fails the build with one {@link overrideFailure} line when the module lacks the block or was
 * never bundled.
 */
export function keycloakifyI18nStylePlugin(): Plugin {
    let patched = false;
    return {
        name: "utility-portal:keycloakify-i18n-style",
        apply: "build",
        buildStart() {
            patched = false;
        },
        transform(code, id) {
            if (!id.endsWith(I18N_MODULE)) return null;
            if (!ADD_STYLE.test(code))
                this.error(overrideFailure(OVERRIDE, I18N_MODULE, "add_style block not found"));
            patched = true;
            return { code: code.replace(ADD_STYLE, "\n"), map: null };
        },
        buildEnd(error) {
            if (!error && !patched)
                this.error(overrideFailure(OVERRIDE, I18N_MODULE, "module never bundled"));
        }
    };
}
