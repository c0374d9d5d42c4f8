import { ErrorBoundary } from "react-error-boundary";
import DefaultPage from "keycloakify/login/DefaultPage";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "./KcContext";
import type { I18n } from "./i18n";
import { defaultPageClassesFor } from "./defaultPageClasses";
import { LoadedUserProfileFormFields } from "./components/LoadedUserProfileFormFields";
import { PageLoadFailure } from "./components/PageLoadFailure";

/** Keycloak's register and update-profile pages ask for the password twice (docs/product.md §2.1.3). */
const doMakeUserConfirmPassword = true;

// `DefaultPage` loads its page with `lazy`, which keeps a failure for good: only loading the
// document again tries again.
const reload = () => window.location.reload();

/**
 * Keycloakify's `DefaultPage` for every page id we have no page of (docs/product.md §2.1): our
 * classes for its kcClsx keys, so it looks like our pages, and Keycloakify's profile fields with
 * their errors tied to their inputs. A chunk of its own with those classes, so the first view of
 * our own pages does not carry them (docs/decisions.md §12). Where the stock page's own chunk
 * cannot be loaded, our Template says so with a retry (docs/decisions.md §23).
 */
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
