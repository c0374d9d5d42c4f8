import type { CustomMessageKey } from "./en";
import type { Translation } from "./translations";

let translations: Record<string, Translation> | undefined;
let loading: Promise<void> | undefined;

/**
 * Starts loading our texts' translations (`translations.ts`, a chunk of its own, about 3.5 kB
 * compressed) for a page in `languageTag`. English pages, most of them, never load it: their texts
 * ship with the page's code (docs/decisions.md §12).
 * @returns a promise that settles once they are there, the same one for every caller, or
 *   `undefined` when nothing is to load (English, or loaded already). It never rejects: a chunk
 *   that fails to load is logged ("Translations did not load") and our English texts stay; the
 *   next call tries again.
 */
export function loadTranslations(languageTag: string): Promise<void> | undefined {
    if (languageTag === "en" || translations !== undefined) return undefined;
    loading ??= import("./translations").then(
        module => void (translations = module.translations),
        (error: unknown) => {
            loading = undefined;
            console.error(`Translations did not load: ${String(error)}`);
        }
    );
    return loading;
}

/**
 * Our text `key` in `languageTag`, once {@link loadTranslations} is done.
 * @returns the translation, or `undefined` before they load and where a language has none.
 */
export function translationOf(languageTag: string, key: CustomMessageKey): string | undefined {
    return translations?.[languageTag]?.[key];
}
