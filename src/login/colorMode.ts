/**
 * Colour mode of docs/product.md §4 and docs/decisions.md §5: light, dark or system, kept in
 * `localStorage`. The no-flash script `public/color-mode.js` applies the same rules before the first
 * paint; this module is the React side's source of truth and must stay in step with it.
 */

/** The three modes a visitor can pick; `system` follows `prefers-color-scheme`. */
export const COLOR_MODES = ["light", "dark", "system"] as const;

/** One of {@link COLOR_MODES}. */
export type ColorMode = (typeof COLOR_MODES)[number];

/** A resolved scheme: what is actually painted. */
export type ColorScheme = "light" | "dark";

/** `localStorage` keys (docs/decisions.md §5). */
export const COLOR_MODE_STORAGE_KEYS = {
    mode: "utility-portal.color-mode",
    lightScheme: "utility-portal.light-scheme",
    darkScheme: "utility-portal.dark-scheme"
} as const;

/** Media query whose match means the device prefers dark. */
export const DARK_QUERY = "(prefers-color-scheme: dark)";

function isColorMode(value: unknown): value is ColorMode {
    return COLOR_MODES.includes(value as ColorMode);
}

function isColorScheme(value: unknown): value is ColorScheme {
    return value === "light" || value === "dark";
}

/** `localStorage.getItem` that returns `null` where storage is blocked (private mode, policies). */
function readStorage(storage: Storage | undefined, key: string): string | null {
    try {
        return storage?.getItem(key) ?? null;
    } catch {
        return null;
    }
}

/**
 * The stored mode.
 * @param storage defaults to `window.localStorage`.
 * @returns the stored mode, or `system` when nothing valid is stored or storage is unavailable.
 */
export function readColorMode(storage: Storage | undefined = safeLocalStorage()): ColorMode {
    const stored = readStorage(storage, COLOR_MODE_STORAGE_KEYS.mode);
    return isColorMode(stored) ? stored : "system";
}

/**
 * Persists `mode` together with the light and dark scheme names (the three keys of
 * docs/decisions.md §5). Storage failures (quota, blocked storage) are ignored: the choice then
 * lasts for this page only.
 */
export function writeColorMode(
    mode: ColorMode,
    storage: Storage | undefined = safeLocalStorage()
): void {
    try {
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.mode, mode);
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.lightScheme, "light");
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.darkScheme, "dark");
    } catch {
        // Nothing to do: the page still switches, it just will not remember.
    }
}

/**
 * Resolves what to paint.
 * @param mode the visitor's choice.
 * @param prefersDark whether `prefers-color-scheme: dark` matches.
 * @param storage where the light/dark scheme names are stored; an invalid or missing name means the
 *   scheme of the same name.
 * @returns `light` or `dark`.
 */
export function resolveColorScheme(
    mode: ColorMode,
    prefersDark: boolean,
    storage: Storage | undefined = safeLocalStorage()
): ColorScheme {
    const wantsDark = mode === "dark" || (mode === "system" && prefersDark);
    const key = wantsDark ? COLOR_MODE_STORAGE_KEYS.darkScheme : COLOR_MODE_STORAGE_KEYS.lightScheme;
    const stored = readStorage(storage, key);
    if (isColorScheme(stored)) return stored;
    return wantsDark ? "dark" : "light";
}

/** Sets or removes the `dark` class on `<html>` (the class `src/index.css` keys its dark tokens on). */
export function applyColorScheme(
    scheme: ColorScheme,
    root: HTMLElement = document.documentElement
): void {
    root.classList.toggle("dark", scheme === "dark");
}

/**
 * Whether the realm switched dark mode off: Keycloak 26 puts `darkMode: false` into the page context
 * then, and the page must stay light (docs/decisions.md §5).
 */
export function isDarkModeDisabled(kcContext: object): boolean {
    return "darkMode" in kcContext && kcContext.darkMode === false;
}

function safeLocalStorage(): Storage | undefined {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
}
