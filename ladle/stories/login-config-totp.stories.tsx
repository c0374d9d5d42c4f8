import type { StoryDefault } from "@ladle/react";
import { fieldErrorsArgType, pageStory, type PageStoryArgs } from "../PageStory";

/**
 * States of our authenticator setup page (`login-config-totp.ftl`, docs/product.md §2.1), with the
 * sample secret, QR code, policy and supported apps of docs/product.md §3.6.
 */
export default {
    title: "Pages / login-config-totp.ftl",
    argTypes: fieldErrorsArgType
} satisfies StoryDefault<PageStoryArgs>;

/** Scan mode: the QR code. */
export const QrCode = pageStory({ pageId: "login-config-totp.ftl" });
QrCode.meta = { sweep: [{}, { fieldErrors: "true" }, { locale: "ar" }] };

/** Manual mode: the secret and the policy (SHA1, 6 digits, 30 s) to type in. */
export const ManualMode = pageStory({ pageId: "login-config-totp.ftl", states: ["manual"] });
ManualMode.storyName = "TOTP manual mode";

export const AppInitiatedAction = pageStory({ pageId: "login-config-totp.ftl", states: ["aia"] });
AppInitiatedAction.storyName = "Application-initiated action";
