import type { StoryDefault } from "@ladle/react";
import { fieldErrorsArgType, pageStory, type PageStoryArgs } from "../PageStory";

/** States of our recovery-code sign-in page (`login-recovery-authn-code-input.ftl`, docs/product.md §2.1.8). */
export default {
    title: "Pages / login-recovery-authn-code-input.ftl",
    argTypes: fieldErrorsArgType
} satisfies StoryDefault<PageStoryArgs>;

/** "Field errors" shows the code refused. */
export const CodeEntry = pageStory({ pageId: "login-recovery-authn-code-input.ftl" });
CodeEntry.storyName = "Asking for code #N";
CodeEntry.meta = { sweep: [{}, { fieldErrors: "true" }] };
