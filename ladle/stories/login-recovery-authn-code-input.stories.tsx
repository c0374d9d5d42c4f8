import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/** States of our recovery-code sign-in page (`login-recovery-authn-code-input.ftl`, docs/product.md §2.1.8). */
export default {
    title: "Pages / login-recovery-authn-code-input.ftl"
} satisfies StoryDefault<PageStoryArgs>;

export const CodeEntry = pageStory({ pageId: "login-recovery-authn-code-input.ftl" });
CodeEntry.storyName = "Asking for code #N";

export const CodeRefused = pageStory({
    pageId: "login-recovery-authn-code-input.ftl",
    states: ["errors"]
});
CodeRefused.storyName = "Code refused";
