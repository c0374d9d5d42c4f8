import type { StoryDefault } from "@ladle/react";
import { fieldErrorsArgType, pageStory, type PageStoryArgs } from "../PageStory";

/**
 * States of our sign-in page (`login.ftl`, docs/product.md §2.1), through the real `KcPage` and
 * `Template`. Named states come from `src/test-support/pageStates.ts`.
 */
export default {
    title: "Pages / login.ftl",
    argTypes: fieldErrorsArgType
} satisfies StoryDefault<PageStoryArgs>;

/**
 * The demo realm as Keycloak sends it (captured): remember me, reset password and registration
 * on, passkeys and its identity provider offered. The "Keycloak
 * message" and "Field errors" controls show each kind of message and the refused sign-in.
 */
export const Default = pageStory({ pageId: "login.ftl" });
Default.storyName = "Remember me, reset and registration on";
Default.meta = {
    sweep: [
        {},
        { fieldErrors: "true" },
        { message: "success" },
        { message: "warning" },
        { message: "error" },
        { message: "info" },
        { locale: "ar", fieldErrors: "true" }
    ]
};

export const Minimal = pageStory({ pageId: "login.ftl", states: ["minimal"] });
Minimal.storyName = "Remember me, reset and registration off";

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
