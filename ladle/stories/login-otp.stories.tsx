import type { StoryDefault } from "@ladle/react";
import { fieldErrorsArgType, pageStory, type PageStoryArgs } from "../PageStory";

/** States of our one-time-code page (`login-otp.ftl`, docs/product.md §2.1). */
export default {
    title: "Pages / login-otp.ftl",
    argTypes: fieldErrorsArgType
} satisfies StoryDefault<PageStoryArgs>;

/** Two OTP devices to choose from. */
export const SeveralDevices = pageStory({ pageId: "login-otp.ftl", states: ["devices"] });
SeveralDevices.meta = { sweep: [{}, { fieldErrors: "true" }, { locale: "ar", fieldErrors: "true" }] };

export const SingleDevice = pageStory({ pageId: "login-otp.ftl", states: ["single"] });

/**
 * The attempted username with the link to restart the login in place of the page title
 * (docs/product.md §2.2).
 */
export const UsernameShown = pageStory({
    pageId: "login-otp.ftl",
    overrides: { auth: { showUsername: true, attemptedUsername: "jane.doe@northwind-gas.example" } }
});
UsernameShown.storyName = "Username shown with restart link";

export const TryAnotherWay = pageStory({
    pageId: "login-otp.ftl",
    overrides: { auth: { showTryAnotherWayLink: true } }
});
