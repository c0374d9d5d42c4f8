import type { GlobalProvider } from "@ladle/react";
import { ThemeState } from "@ladle/react";
import { Fragment } from "react";
import { writeColorMode, type ColorMode } from "@/login/colorMode";
import { pageStoryArgTypes } from "./PageStory";
import { installPortalShim, setPortalMode, type StoryPortalMode } from "./portalShim";
import "@/fonts.css";
import "@/index.css";

installPortalShim();

/** Ladle's theme switch (toolbar, `?theme=`) as the app's color mode: `auto` follows the device. */
function colorModeOf(theme: ThemeState): ColorMode {
    return theme === ThemeState.Dark ? "dark" : theme === ThemeState.Auto ? "system" : "light";
}

/**
 * Global provider of the workbench: the app's CSS and fonts, the portal shim, the color mode and
 * the portal's answer. The "Color mode" control sets the app's stored mode (docs/decisions.md §5
 * keys); left at "toolbar", Ladle's theme switch does. The "Portal answer" control makes the portal
 * answer, hang or fail. Both are set while rendering, before the story's Template mounts and reads
 * them; the story remounts when either changes, as a page load would.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
    const chosen = globalState.control.colorMode?.value as ColorMode | "toolbar" | undefined;
    const colorMode =
        chosen === undefined || chosen === "toolbar" ? colorModeOf(globalState.theme) : chosen;
    const portal = (globalState.control.portal?.value as StoryPortalMode | undefined) ?? "ok";
    writeColorMode(colorMode);
    setPortalMode(portal);
    return <Fragment key={`${globalState.story}:${colorMode}:${portal}`}>{children}</Fragment>;
};

/** Global controls of every story (`?arg-locale=ar`, `?arg-portal=hang`, …). */
export const argTypes = pageStoryArgTypes;
