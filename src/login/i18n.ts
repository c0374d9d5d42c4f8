import { i18nBuilder } from "keycloakify/login";
import { languageTags } from "keycloakify/login/i18n/messages_defaultSet/types";
import type { ThemeName } from "../kc.gen";
import { en, type CustomMessageKey } from "./messages/en";
import { translations } from "./messages/translations";

type LanguageTag = (typeof languageTags)[number];

/** Our texts for every language Keycloakify ships (docs/product.md §9), English where untranslated. */
export const customMessages = Object.fromEntries(
    languageTags.map(tag => [tag, { ...en, ...translations[tag] }])
) as Record<LanguageTag, Record<CustomMessageKey, string>>;

/** Keycloakify i18n; other languages' Keycloak texts are fetched on demand; an unknown key gives the key. */
export const { useI18n, ofTypeI18n } = i18nBuilder
    .withThemeName<ThemeName>()
    .withCustomTranslations(customMessages)
    .build();

/** The i18n object our pages receive. */
export type I18n = typeof ofTypeI18n;
