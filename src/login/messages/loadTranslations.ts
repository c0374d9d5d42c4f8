import type { CustomMessageKey } from "./en";
import type { Translation } from "./translations";

let translations: Record<string, Translation> | undefined;
let loading: Promise<void> | undefined;

/** Loads our translations once (docs/decisions.md §12); `undefined` when nothing is to load. Never
 * rejects: logs "Translations did not load" and the next call retries. */
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

/** Our text `key` in `languageTag`; `undefined` before {@link loadTranslations} or where it has none. */
export function translationOf(languageTag: string, key: CustomMessageKey): string | undefined {
    return translations?.[languageTag]?.[key];
}
