import { useEffect, useState } from "react";
import { i18nBuilder } from "keycloakify/login";
import { languageTags } from "keycloakify/login/i18n/messages_defaultSet/types";
import type { ThemeName } from "../kc.gen";
import { en, type CustomMessageKey } from "./messages/en";
import { loadTranslations, translationOf } from "./messages/loadTranslations";

type LanguageTag = (typeof languageTags)[number];

/** Our texts per language (docs/product.md §9); proxies, for translations loaded after Keycloakify. */
export const customMessages = Object.fromEntries(
    languageTags.map(tag => [
        tag,
        new Proxy(en, {
            get: (english, key: CustomMessageKey) => translationOf(tag, key) ?? english[key]
        })
    ])
) as Record<LanguageTag, Record<CustomMessageKey, string>>;

// Called by computed name: Keycloakify 11's jar build (generateMessageProperties.ts) evaluates a
// literal `.withCustomTranslations(…)` argument to copy it into messages_*.properties, and warns on
// ours, built at run time. The server's few are written by config/serverMessages.ts.
const customTranslationsStep = "withCustomTranslations";
const { useI18n: useKeycloakifyI18n, ofTypeI18n: keycloakifyI18nType } = i18nBuilder
    .withThemeName<ThemeName>()
    [customTranslationsStep](customMessages)
    .build();

/** Keycloakify's type carrier, only for `typeof`. */
export const ofTypeI18n = keycloakifyI18nType;

/** Keycloakify's `useI18n`, rendering again once our translations are in; unknown keys give the key. */
export function useI18n(params: Parameters<typeof useKeycloakifyI18n>[0]) {
    const result = useKeycloakifyI18n(params);
    const languageTag = result.i18n.currentLanguage.languageTag;
    const [, setTranslationsLoaded] = useState(false);
    useEffect(() => {
        let mounted = true;
        void loadTranslations(languageTag)?.then(() => mounted && setTranslationsLoaded(true));
        return () => void (mounted = false);
    }, [languageTag]);
    return result;
}

/** The i18n object our pages receive. */
export type I18n = typeof ofTypeI18n;
