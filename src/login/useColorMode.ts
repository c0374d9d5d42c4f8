import { useCallback, useLayoutEffect, useState } from "react";
import { useMediaQuery } from "@/lib/useMediaQuery";
import {
    applyColorScheme,
    DARK_QUERY,
    readColorMode,
    resolveColorScheme,
    writeColorMode,
    type ColorMode,
    type ColorScheme
} from "./colorMode";

/** What {@link useColorMode} returns. */
export type ColorModeState = {
    /** The visitor's choice (`system` when nothing is stored). */
    mode: ColorMode;
    /** What is painted now. */
    scheme: ColorScheme;
    /** Stores and applies a new choice. */
    setMode: (mode: ColorMode) => void;
};

/**
 * Colour mode of docs/product.md §4: reads the stored mode, follows `prefers-color-scheme` live
 * while the mode is `system`, and keeps the `dark` class on `<html>` in step (the external
 * `color-mode.js` set it before the first paint, so there is no flash).
 * @param params.forceLight `true` when the realm turned dark mode off (`isDarkModeDisabled`): the
 *   page is painted light whatever is stored.
 */
export function useColorMode(params: { forceLight: boolean }): ColorModeState {
    const { forceLight } = params;
    const [mode, setModeState] = useState<ColorMode>(() => readColorMode());
    const systemDark = useMediaQuery(DARK_QUERY, false);
    const scheme: ColorScheme = forceLight ? "light" : resolveColorScheme(mode, systemDark);

    // Before paint: Preact runs plain effects only after the next frame, which would paint the
    // toggle's new state in the old colours once.
    useLayoutEffect(() => applyColorScheme(scheme), [scheme]);

    const setMode = useCallback((next: ColorMode) => {
        writeColorMode(next);
        setModeState(next);
    }, []);

    return { mode, scheme, setMode };
}
