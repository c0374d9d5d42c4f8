import type { ReactNode } from "react";
import { RotateCcw } from "lucide-react";
import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { HeaderLogo } from "./HeaderLogo";

/** Props of {@link PanelHeader}. */
export type PanelHeaderProps = {
    kcContext: Pick<KcContext, "auth" | "url">;
    i18n: Pick<I18n, "msgStr">;
    /**
     * The page title (Template's `headerNode`); becomes the page's only `h1`. `null` (Keycloak's
     * select-organization.ftl has no title) gives "Sign In" (`doLogIn`), as on Keycloak's other steps.
     */
    headerNode: ReactNode;
    /** Show the "* Required fields" note (Template's `displayRequiredFields`). */
    displayRequiredFields: boolean;
    /** The portal's header logo, `undefined` until loaded or when the portal has none. */
    logo: { url?: string | undefined; altText?: string | undefined } | undefined;
    /** The portal answer is still on its way: keep the logo box empty. */
    logoPending: boolean;
};

/**
 * Top of the sign-in panel (docs/product.md §2.2.2), top to bottom: the header logo (210×71, alt
 * text from the portal or the utility's name), the page title as the page's only `h1`, the
 * attempted username with a "Restart login" link, then the "Required fields" note, just above the
 * form it is about, where Keycloak's `keycloak.v2` template puts it. The title is always
 * there, as in Keycloak's `keycloak.v2` template: on a step such as `webauthn-authenticate.ftl` it
 * is all that says what the step is (WCAG 2.4.6). The username is shown under Keycloak's own rule
 * (`auth.showUsername && !auth.showResetCredentials`): not on the username form itself, where the
 * name is still being typed.
 */
export function PanelHeader(props: PanelHeaderProps) {
    const { kcContext, i18n, headerNode, displayRequiredFields, logo, logoPending } = props;
    const { auth, url } = kcContext;
    const { msgStr } = i18n;
    const showUsername = auth !== undefined && auth.showUsername && !auth.showResetCredentials;

    return (
        <header className="flex flex-col gap-4">
            <HeaderLogo
                logo={logo}
                pending={logoPending}
                fallbackAlt={msgStr("utilityName")}
                size="panel"
            />
            <h1 id="kc-page-title" className="text-2xl font-bold">
                {headerNode ?? msgStr("doLogIn")}
            </h1>
            {showUsername && (
                <div id="kc-username" className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span id="kc-attempted-username" className="text-lg font-semibold break-all">
                        {auth.attemptedUsername}
                    </span>
                    <a
                        id="reset-login"
                        href={url.loginRestartFlowUrl}
                        className={cn(linkVariants(), "inline-flex min-h-11 items-center gap-1")}
                    >
                        <RotateCcw aria-hidden="true" className="size-4" />
                        {msgStr("restartLogin")}
                    </a>
                </div>
            )}
            {displayRequiredFields && (
                <p className="text-sm text-ink-muted">
                    <span aria-hidden="true" className="text-danger">
                        *
                    </span>{" "}
                    {msgStr("requiredFields")}
                </p>
            )}
        </header>
    );
}
