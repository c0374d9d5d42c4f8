import { Suspense, lazy, type LazyExoticComponent } from "react";
import type { KcContext } from "./KcContext";
import { useI18n } from "./i18n";
import Template from "./Template";
import { withParameterizedScopes } from "./oauthGrantScopes";
import {
    customPageIds,
    customPages,
    isCustomPageId,
    loadDefaultPage,
    loadedPage,
    type AnyPageComponent,
    type CustomPageId
} from "./pageRegistry";

const DefaultPage = lazy(loadDefaultPage);

// Typed for any kcContext: TypeScript cannot follow the registry's id-to-context tie through an index.
const customPageComponents = Object.fromEntries(
    customPageIds.map(pageId => [
        pageId,
        lazy(customPages[pageId] as () => Promise<{ default: AnyPageComponent }>)
    ])
) as Record<CustomPageId, LazyExoticComponent<AnyPageComponent>>;

/**
 * Renders the page for `kcContext.pageId` (docs/product.md §2.1): ours from `pageRegistry.ts`,
 * else Keycloakify's `DefaultPage` with our classes (`StyledDefaultPage.tsx`), in our `Template`.
 * A page whose code `src/main.tsx` already loaded renders at once; otherwise it suspends on a lazy
 * component (docs/decisions.md §22). An unknown page id fails Keycloakify's assertion.
 */
export default function KcPage(props: { kcContext: KcContext }) {
    const { kcContext } = props;
    const { i18n } = useI18n({ kcContext });

    const common = { i18n, Template, doUseDefaultCss: false } as const;
    const isCustom = isCustomPageId(kcContext.pageId);
    // A page whose code is already in renders without suspending (src/main.tsx waits for it).
    const Page =
        loadedPage(kcContext.pageId) ??
        (isCustom ? customPageComponents[kcContext.pageId as CustomPageId] : DefaultPage);
    return (
        <Suspense>
            <Page kcContext={isCustom ? kcContext : withParameterizedScopes(kcContext)} {...common} />
        </Suspense>
    );
}
