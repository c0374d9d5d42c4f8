import type { ReactNode } from "react";
import type { I18n } from "../i18n";
import { AttemptedUsername } from "./AttemptedUsername";
import { HeaderLogo } from "./HeaderLogo";

/** Props of {@link PanelHeader}. */
export type PanelHeaderProps = {
    kcContext: {
        auth?: { showUsername?: boolean; showResetCredentials?: boolean; attemptedUsername?: string };
        url: { loginRestartFlowUrl: string };
    };
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
                <AttemptedUsername
                    username={auth.attemptedUsername ?? ""}
                    restartUrl={url.loginRestartFlowUrl}
                    restartLabel={msgStr("restartLogin")}
                />
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
