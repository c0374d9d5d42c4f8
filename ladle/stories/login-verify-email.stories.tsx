import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/** States of our e-mail verification page (`login-verify-email.ftl`, docs/product.md §2.1). */
export default {
    title: "Pages / login-verify-email.ftl"
} satisfies StoryDefault<PageStoryArgs>;

export const Default = pageStory({ pageId: "login-verify-email.ftl" });

/**
 * Keycloak's "verify your email" warning: the Template hides it, the page says it (docs/product.md
 * §2.2).
 */
export const VerifyWarningHidden = pageStory({
    pageId: "login-verify-email.ftl",
    overrides: {
        message: {
            type: "warning",
            summary: "You need to verify your email address to activate your account."
        }
    }
});
VerifyWarningHidden.storyName = "Verify-your-email warning hidden";

export const AppInitiatedAction = pageStory({
    pageId: "login-verify-email.ftl",
    overrides: { isAppInitiatedAction: true }
});
AppInitiatedAction.storyName = "Application-initiated action";
