/**
 * Ladle workbench configuration (docs/decisions.md §14): `npm run ladle` serves it,
 * `npm run ladle:build` writes the static site to `build-ladle/` (with `meta.json`, the story list
 * the accessibility sweep `tests/e2e/ladle-sweep.spec.ts` walks).
 * @type {import("@ladle/react").UserConfig}
 */
export default {
    stories: "ladle/stories/**/*.stories.tsx",
    // Its own Vite config: the project's one carries the keycloakify plugin, which asserts under Ladle.
    viteConfig: "ladle/vite.config.mjs",
    outDir: "build-ladle",
    port: 61000,
    previewPort: 61001,
    addons: {
        // Text direction follows the story's language (Keycloakify sets `dir`), not a separate switch.
        rtl: { enabled: false },
        // Reviewers can run axe on the open story; the sweep runs the same engine over every story.
        a11y: { enabled: true },
        width: {
            options: { mobile: 375, tablet: 900, desktop: 1440 },
            defaultState: 0
        }
    }
};
