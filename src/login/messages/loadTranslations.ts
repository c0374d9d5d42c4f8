import type { CustomMessageKey } from "./en";
import type { Translation } from "./translations";

let translations: Record<string, Translation> | undefined;
let loading: Promise<void> | undefined;

/** Loads our texts' translations, a chunk English pages never load (docs/decisions.md §12). Returns
 * one shared promise, or `undefined` when nothing is to load. Never rejects: a failure is logged
 * ("Translations did not load"), English stays and the next call tries again. */
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

/** Our text `key` in `languageTag`; `undefined` before {@link loadTranslations} is done or where none. */
export function translationOf(languageTag: string, key: CustomMessageKey): string | undefined {
    return translations?.[languageTag]?.[key];
}
