import { useMemo } from "react";
import { PageLoadFailure } from "@/login/components/PageLoadFailure";
import { useI18n } from "@/login/i18n";
import { storyKcContext, type PageStoryArgs } from "./PageStory";

/**
 * The sign-in page whose code could not be loaded (docs/decisions.md §23): our Template with one
 * sentence and "Try again" in the page's place. Try again reloads the story, as it reloads the page.
 */
export function PageLoadFailureStory({ locale = "en" }: Partial<PageStoryArgs>) {
    const kcContext = useMemo(() => storyKcContext({ pageId: "login.ftl", locale }), [locale]);
    const { i18n } = useI18n({ kcContext });
    return <PageLoadFailure kcContext={kcContext} i18n={i18n} onRetry={() => location.reload()} />;
}
