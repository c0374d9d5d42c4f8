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
    /** `system` when nothing is stored. */
    mode: ColorMode;
    scheme: ColorScheme;
    setMode: (mode: ColorMode) => void;
};

/**
 * Colour mode of docs/product.md §4: the stored mode, following `prefers-color-scheme` live while
 * `system`, kept on `<html>` (`first-paint.js` set it before first paint). `forceLight` when the realm
 * turned dark mode off (`isDarkModeDisabled`).
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
