import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/**
 * States of our recovery-code pages: the set-up (`login-recovery-authn-code-config.ftl`) and the
 * code entry at sign-in (`login-recovery-authn-code-input.ftl`), docs/product.md §2.1.
 */
export default {
    title: "Pages / Recovery codes"
} satisfies StoryDefault<PageStoryArgs>;

/** Keycloakify's sample codes, with the warning Keycloak sends for the required action. */
export const Setup = pageStory({
    pageId: "login-recovery-authn-code-config.ftl",
    overrides: {
        message: {
            type: "warning",
            summary: "You need to set up Backup Codes to activate your account."
        }
    }
});
Setup.storyName = "Set-up (login-recovery-authn-code-config.ftl)";

export const SetupAppInitiated = pageStory({
    pageId: "login-recovery-authn-code-config.ftl",
    states: ["aia"]
});
SetupAppInitiated.storyName = "Set-up from the account console (Cancel setup)";

export const CodeEntry = pageStory({ pageId: "login-recovery-authn-code-input.ftl" });
CodeEntry.storyName = "Code entry (login-recovery-authn-code-input.ftl)";

export const CodeRefused = pageStory({
    pageId: "login-recovery-authn-code-input.ftl",
    states: ["errors"]
});
CodeRefused.storyName = "Code refused";
