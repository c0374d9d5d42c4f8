// docs/decisions.md §5. `src/boot/headScript.js` applies the same rules and must stay in step.
import { localStorageIfAllowed } from "@/lib/localStorage";

/** `system` follows `prefers-color-scheme`. */
export const COLOR_MODES = ["light", "dark", "system"] as const;

/** docs/product.md §4. */
export type ColorMode = (typeof COLOR_MODES)[number];

/** What is actually painted. */
export type ColorScheme = "light" | "dark";

/** docs/decisions.md §5. */
export const COLOR_MODE_STORAGE_KEYS = {
    mode: "utility-portal.color-mode",
    lightScheme: "utility-portal.light-scheme",
    darkScheme: "utility-portal.dark-scheme"
} as const;

/** Matches when the device prefers dark. */
export const DARK_QUERY = "(prefers-color-scheme: dark)";

function isColorMode(value: unknown): value is ColorMode {
    return COLOR_MODES.includes(value as ColorMode);
}

function isColorScheme(value: unknown): value is ColorScheme {
    return value === "light" || value === "dark";
}

function readStorage(storage: Storage | undefined, key: string): string | null {
    try {
        return storage?.getItem(key) ?? null;
    } catch {
        return null;
    }
}

/** The stored mode; `system` when none is valid or storage is unavailable. */
export function readColorMode(storage: Storage | undefined = localStorageIfAllowed()): ColorMode {
    const stored = readStorage(storage, COLOR_MODE_STORAGE_KEYS.mode);
    return isColorMode(stored) ? stored : "system";
}

/** Stores `mode` and the scheme names; storage failures are ignored. */
export function writeColorMode(
    mode: ColorMode,
    storage: Storage | undefined = localStorageIfAllowed()
): void {
    try {
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.mode, mode);
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.lightScheme, "light");
        storage?.setItem(COLOR_MODE_STORAGE_KEYS.darkScheme, "dark");
    } catch {
        // The page still switches; it just will not remember.
    }
}

/** What to paint for `mode`: the stored light/dark scheme name, or the scheme of the same name. */
export function resolveColorScheme(
    mode: ColorMode,
    prefersDark: boolean,
    storage: Storage | undefined = localStorageIfAllowed()
): ColorScheme {
    const wantsDark = mode === "dark" || (mode === "system" && prefersDark);
    const key = wantsDark ? COLOR_MODE_STORAGE_KEYS.darkScheme : COLOR_MODE_STORAGE_KEYS.lightScheme;
    const stored = readStorage(storage, key);
    if (isColorScheme(stored)) return stored;
    return wantsDark ? "dark" : "light";
}

/** Toggles the `dark` class `src/index.css` keys its dark tokens on. */
export function applyColorScheme(
    scheme: ColorScheme,
    root: HTMLElement = document.documentElement
): void {
    root.classList.toggle("dark", scheme === "dark");
}

/** Keycloak 26 sets `darkMode: false` when the realm disables it: the page stays light. */
export function isDarkModeDisabled(kcContext: object): boolean {
    return "darkMode" in kcContext && kcContext.darkMode === false;
}
