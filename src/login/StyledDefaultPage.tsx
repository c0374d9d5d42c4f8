import type { PageProps } from "keycloakify/login/pages/PageProps";
import {
    loadDefaultPageComponent,
    type DefaultPageComponent
} from "../../keycloakify-seam/browser/keycloakifyPages";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import type { AnyPageComponent } from "./pageRegistry";
import { defaultPageClassesFor } from "./defaultPageClasses";
import { LoadedUserProfileFormFields } from "./components/LoadedUserProfileFormFields";

/** Keycloakify's page `Page` with what `DefaultPage` would hand it: our kcClsx classes, the profile
 * fields with errors tied to their inputs, password confirmation (docs/product.md §2.1.3). */
export default function StyledDefaultPage(
    props: PageProps<KcContext, I18n> & { Page: DefaultPageComponent }
) {
    const { Page, ...pageProps } = props;
    return (
        <Page
            {...pageProps}
            classes={defaultPageClassesFor(pageProps.kcContext.pageId)}
            UserProfileFormFields={LoadedUserProfileFormFields}
            doMakeUserConfirmPassword
        />
    );
}

/** Loads Keycloakify's page for `pageId` as a {@link StyledDefaultPage} (docs/decisions.md §12, §22);
 * rejects as `loadDefaultPageComponent` does. */
export function loadStyledDefaultPage(pageId: string): Promise<AnyPageComponent> {
    return loadDefaultPageComponent(pageId).then(Page => props => (
        <StyledDefaultPage {...props} Page={Page} />
    ));
}
