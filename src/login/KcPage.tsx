import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import { useI18n, type I18n } from "./i18n";
import Template from "./Template";
import { withParameterizedScopes } from "./oauthGrantScopes";
import {
    customPageIds,
    customPages,
    isCustomPageId,
    loadDefaultPage,
    loadedPage,
    type CustomPageId
} from "./pageRegistry";

const DefaultPage = lazy(loadDefaultPage);

type AnyPage = ComponentType<PageProps<KcContext, I18n>>;

// Typed for any kcContext: TypeScript cannot follow the registry's id-to-context tie through an index.
const customPageComponents = Object.fromEntries(
    customPageIds.map(pageId => [
        pageId,
        lazy(customPages[pageId] as () => Promise<{ default: AnyPage }>)
    ])
) as Record<CustomPageId, LazyExoticComponent<AnyPage>>;

/**
 * Picks the lazy page for `kcContext.pageId` (docs/product.md §2.1): ours from `pageRegistry.ts`,
 * else Keycloakify's `DefaultPage` with our classes (`StyledDefaultPage.tsx`), in our `Template`;
 * the boot script already started its download (docs/architecture.md §1.3). An unknown page id
 * fails Keycloakify's assertion.
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
