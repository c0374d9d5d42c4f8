import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/** States of our e-mail verification page (`login-verify-email.ftl`, docs/product.md §2.1). */
export default {
    title: "Pages / login-verify-email.ftl"
} satisfies StoryDefault<PageStoryArgs>;

/** After a sign-in with the VERIFY_EMAIL required action: the mail went out, a link re-sends it. */
export const Default = pageStory({ pageId: "login-verify-email.ftl" });
Default.meta = { sweep: [{}, { locale: "ar" }] };

/**
 * Not sent yet (no `verifyEmail`): for example `kc_action=VERIFY_EMAIL` while the realm requires
 * verification anyway; the link sends it.
 */
export const NotSent = pageStory({ pageId: "login-verify-email.ftl", states: ["not-sent"] });
NotSent.storyName = "Mail not sent yet";

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

/** `kc_action=VERIFY_EMAIL` before the mail is sent: primary Send, and Cancel. */
export const AppInitiatedAction = pageStory({
    pageId: "login-verify-email.ftl",
    states: ["aia", "not-sent"]
});
AppInitiatedAction.storyName = "Application-initiated action: send";

/** `kc_action=VERIFY_EMAIL` after Send: the sent instruction, Re-send and Cancel. */
export const AppInitiatedActionSent = pageStory({
    pageId: "login-verify-email.ftl",
    states: ["aia"]
});
AppInitiatedActionSent.storyName = "Application-initiated action: re-send";
