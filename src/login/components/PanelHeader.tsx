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
    /** `null` (select-organization.ftl has no title) gives "Sign In" (`doLogIn`), as Keycloak's other steps. */
    headerNode: ReactNode;
    displayRequiredFields: boolean;
    logo: { url?: string | undefined; altText?: string | undefined } | undefined;
    /** Keep the logo box empty while the portal answers. */
    logoPending: boolean;
};

/**
 * Top of the panel (docs/product.md §2.2.2): logo, the title as the only `h1` (WCAG 2.4.6), the
 * attempted username under `keycloak.v2`'s rule, then the "Required fields" note.
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
