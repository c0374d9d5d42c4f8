import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/**
 * States of our sign-in page (`login.ftl`, docs/product.md §2.1), through the real `KcPage` and
 * `Template`. Named states come from `src/test-support/pageStates.ts`.
 */
export default {
    title: "Pages / login.ftl"
} satisfies StoryDefault<PageStoryArgs>;

/** Keycloakify's sample: remember me, reset password and registration all on. */
export const Default = pageStory({ pageId: "login.ftl" });
Default.storyName = "Remember me, reset and registration on";

export const Minimal = pageStory({ pageId: "login.ftl", states: ["minimal"] });
Minimal.storyName = "Remember me, reset and registration off";

export const FieldErrors = pageStory({ pageId: "login.ftl", states: ["errors"] });

export const EmailAsUsername = pageStory({ pageId: "login.ftl", states: ["email-as-username"] });

export const SocialProviders = pageStory({ pageId: "login.ftl", states: ["social"] });

/** Passkeys (WebAuthn conditional UI) with one registered passkey listed. */
export const Passkeys = pageStory({
    pageId: "login.ftl",
    overrides: {
        enableWebAuthnConditionalUI: true,
        authenticators: {
            authenticators: [
                {
                    credentialId: "passkey-1",
                    label: "Jane's phone",
                    createdAt: "2025-01-15T10:00:00Z",
                    transports: { iconClass: "kcWebAuthnDefaultIcon", displayNameProperties: [] }
                }
            ]
        }
    }
});

export const AlertSuccess = pageStory({
    pageId: "login.ftl",
    overrides: { message: { type: "success", summary: "Your password has been updated." } }
});

export const AlertWarning = pageStory({
    pageId: "login.ftl",
    overrides: {
        message: {
            type: "warning",
            summary: "Account is temporarily disabled; contact your administrator or retry later."
        }
    }
});

export const AlertError = pageStory({
    pageId: "login.ftl",
    overrides: { message: { type: "error", summary: "Invalid username or password." } }
});

export const AlertInfo = pageStory({
    pageId: "login.ftl",
    overrides: { message: { type: "info", summary: "Login timeout. Please sign in again." } }
});
