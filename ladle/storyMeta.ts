import type { ColorMode } from "@/login/colorMode";
import type { StoryPortalMode } from "./portalShim";

/**
 * Meta keys our stories may set (`Story.meta = { … }`); Ladle copies them into
 * `build-ladle/meta.json`, where the accessibility sweep reads them too.
 */
export type StoryMeta = {
    /** Colour mode the story always shows, whatever Ladle's theme switch says. */
    colorMode?: ColorMode;
    /**
     * How the portal answers (default `ok`). A story with another mode fails on purpose: the sweep
     * accepts the portal call's failure and its logged error there, and nothing else.
     */
    portal?: StoryPortalMode;
    /** The story ends with a dialog open (its play function opens it); the sweep waits for it. */
    opens?: "dialog";
};
