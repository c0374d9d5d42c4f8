import type { KcContext } from "./KcContext";
import { useI18n } from "./i18n";
import Template from "./Template";
import { PageLoadFailure } from "./components/PageLoadFailure";
import { withParameterizedScopes } from "./oauthGrantScopes";
import { isCustomPageId, pageCodeLoader } from "./pageRegistry";
import { useLoadedCode } from "@/lib/useLoadedCode";

/** Renders `kcContext.pageId`'s page in our `Template` (docs/architecture.md §1.4); unknown ids fail. */
export default function KcPage(props: { kcContext: KcContext }) {
    const { kcContext } = props;
    const { i18n } = useI18n({ kcContext });
    const page = useLoadedCode(pageCodeLoader(kcContext.pageId), "Page", { onMount: true });

    if (page.value === undefined) {
        return page.failed ? (
            <PageLoadFailure kcContext={kcContext} i18n={i18n} onRetry={page.request} />
        ) : null;
    }
    const Page = page.value;
    const isCustom = isCustomPageId(kcContext.pageId);
    return (
        <Page
            kcContext={isCustom ? kcContext : withParameterizedScopes(kcContext)}
            i18n={i18n}
            Template={Template}
            doUseDefaultCss={false}
        />
    );
}
