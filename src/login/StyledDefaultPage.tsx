import { ErrorBoundary } from "react-error-boundary";
import DefaultPage from "keycloakify/login/DefaultPage";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import { defaultPageClassesFor } from "./defaultPageClasses";
import { LoadedUserProfileFormFields } from "./components/LoadedUserProfileFormFields";
import { PageLoadFailure } from "./components/PageLoadFailure";

// docs/product.md §2.1.3.
const doMakeUserConfirmPassword = true;

// `DefaultPage`'s `lazy` keeps a failure for good: only a reload tries again.
const reload = () => window.location.reload();

/** Keycloakify's `DefaultPage` with our classes, a chunk of its own (docs/decisions.md §12, §23). */
export default function StyledDefaultPage(props: PageProps<KcContext, I18n>) {
    return (
        <ErrorBoundary
            fallback={<PageLoadFailure kcContext={props.kcContext} i18n={props.i18n} onRetry={reload} />}
            onError={error => console.warn("Page could not be loaded:", error)}
        >
            <DefaultPage
                {...props}
                classes={defaultPageClassesFor(props.kcContext.pageId)}
                UserProfileFormFields={LoadedUserProfileFormFields}
                doMakeUserConfirmPassword={doMakeUserConfirmPassword}
            />
        </ErrorBoundary>
    );
}
