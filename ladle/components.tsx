import type { GlobalProvider } from "@ladle/react";
import { ThemeState } from "@ladle/react";
import { Fragment } from "react";
import { writeColorMode, type ColorMode } from "@/login/colorMode";
import { pageStoryArgTypes } from "./PageStory";
import { installPortalShim, setPortalMode } from "./portalShim";
import type { StoryMeta } from "./storyMeta";
import "@/fonts.css";
import "@/index.css";

installPortalShim();

/** Ladle's theme switch (toolbar, `?theme=`) as the app's colour mode: `auto` follows the device. */
function colorModeOf(theme: ThemeState): ColorMode {
    return theme === ThemeState.Dark ? "dark" : theme === ThemeState.Auto ? "system" : "light";
}

/**
 * Global provider of the workbench: the app's CSS and fonts, the portal shim, and the colour mode.
 * Ladle's theme switch drives the app's stored colour mode (docs/decisions.md §5 keys) unless the
 * story's meta fixes one. The mode and the portal behaviour are set while rendering, before the
 * story's Template mounts and reads them; the story remounts when either changes, as a page load
 * would.
 */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
    const meta: StoryMeta = { colorMode: storyMeta?.colorMode, portal: storyMeta?.portal };
    const colorMode = meta.colorMode ?? colorModeOf(globalState.theme);
    writeColorMode(colorMode);
    setPortalMode(meta.portal ?? "ok");
    return <Fragment key={`${globalState.story}:${colorMode}`}>{children}</Fragment>;
};

/** Global controls of every story: the page language (`?arg-locale=ar`). */
export const argTypes = pageStoryArgTypes;
