import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/** States of our recovery-code set-up page (`login-recovery-authn-code-config.ftl`, docs/product.md §2.1.8). */
export default {
    title: "Pages / login-recovery-authn-code-config.ftl"
} satisfies StoryDefault<PageStoryArgs>;

/** Twelve codes (placeholders for Keycloak's), with the warning Keycloak sends for the required action. */
export const Setup = pageStory({
    pageId: "login-recovery-authn-code-config.ftl",
    overrides: {
        message: {
            type: "warning",
            summary: "You need to set up Backup Codes to activate your account."
        }
    }
});
Setup.storyName = "With Keycloak's warning";

export const SetupAppInitiated = pageStory({
    pageId: "login-recovery-authn-code-config.ftl",
    states: ["aia"]
});
SetupAppInitiated.storyName = "Set-up from the account console (Cancel setup)";
