import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/** States of our error page (`error.ftl`). */
export default {
    title: "Pages / error.ftl"
} satisfies StoryDefault<PageStoryArgs>;

/** A message and the link back to the application, as Keycloak sent them (captured). */
export const ErrorPage = pageStory({ pageId: "error.ftl" });
ErrorPage.storyName = "error.ftl";

/** Keycloak 26.7 with tracing on: the trace identifier to quote to support. */
export const WithTraceId = pageStory({ pageId: "error.ftl", states: ["trace-id"] });
WithTraceId.storyName = "With trace identifier";
