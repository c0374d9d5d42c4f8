import { i18nBuilder } from "keycloakify/login";
import { languageTags } from "keycloakify/login/i18n/messages_defaultSet/types";
import type { ThemeName } from "../kc.gen";
import { en, type CustomMessageKey } from "./messages/en";
import { translations } from "./messages/translations";

type LanguageTag = (typeof languageTags)[number];

/**
 * Our texts for every language Keycloakify ships (docs/product.md §9: en built in plus 29 others):
 * the translation where there is one, the English wording for every key that has none.
 */
export const customMessages = Object.fromEntries(
    languageTags.map(tag => [tag, { ...en, ...translations[tag] }])
) as Record<LanguageTag, Record<CustomMessageKey, string>>;

/**
 * Keycloakify i18n: `useI18n({ kcContext })` returns `{ i18n }` with `msg`/`msgStr`/`advancedMsg`,
 * the current language and the enabled languages. Keycloak's own texts for languages other than
 * English are fetched on demand; `<html lang>` and `dir` (rtl for ar, fa, …) follow the current
 * language. A key that is not found makes `msgStr` return the key itself.
 */
export const { useI18n, ofTypeI18n } = i18nBuilder
    .withThemeName<ThemeName>()
    .withCustomTranslations(customMessages)
    .build();

/** The i18n object our pages receive. */
export type I18n = typeof ofTypeI18n;
