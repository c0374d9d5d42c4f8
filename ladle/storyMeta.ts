/**
 * Meta keys our stories may set (`Story.meta = { … }`); Ladle copies them into
 * `build-ladle/meta.json`, where the accessibility sweep reads them too.
 */
export type StoryMeta = {
    /** The story ends with a dialog open (its play function opens it); the sweep waits for it. */
    opens?: "dialog";
    /**
     * The states the accessibility sweep visits, each a set of args (as in `?arg-portal=hang`);
     * without it, the story as it opens. A story whose controls make states worth checking lists
     * them here, so the sweep visits what separate stories used to be.
     */
    sweep?: Array<Record<string, string>>;
};
