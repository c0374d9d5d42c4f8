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

/** What {@link useColorMode} returns; `mode` is `system` when nothing is stored. */
export type ColorModeState = {
    mode: ColorMode;
    scheme: ColorScheme;
    setMode: (mode: ColorMode) => void;
};

/** Color mode of docs/product.md §4, kept on `<html>`; `forceLight` where `isDarkModeDisabled`. */
export function useColorMode(params: { forceLight: boolean }): ColorModeState {
    const { forceLight } = params;
    const [mode, setModeState] = useState<ColorMode>(() => readColorMode());
    const systemDark = useMediaQuery(DARK_QUERY, false);
    const scheme: ColorScheme = forceLight ? "light" : resolveColorScheme(mode, systemDark);

    // Preact runs plain effects after the next frame: the toggle would paint once in the old colors.
    useLayoutEffect(() => applyColorScheme(scheme), [scheme]);

    const setMode = useCallback((next: ColorMode) => {
        writeColorMode(next);
        setModeState(next);
    }, []);

    return { mode, scheme, setMode };
}
