import type { PageProps } from "keycloakify/login/pages/PageProps";
import { linkVariants } from "@/components/ui/link";
import { CancelActionButton } from "../components/CancelActionButton";
import { SubmitButton } from "../components/SubmitButton";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "./useSubmitOnce";

type VerifyEmailContext = Extract<KcContext, { pageId: "login-verify-email.ftl" }>;

/**
 * E-mail verification page (`login-verify-email.ftl`, docs/product.md §2.1), with the branches of
 * Keycloak's own page (Keycloak login-verify-email.ftl, 26.4–26.7):
 * - `verifyEmail` set: the mail went to that address (`emailVerifyInstruction1`); not set: it is
 *   about to be sent to `user.email` (`emailVerifyInstruction4`).
 * - `isAppInitiatedAction` (the application asked with `kc_action=VERIFY_EMAIL` and Keycloak does
 *   not enforce it, docs/decisions.md §16): a form posting to `url.loginAction` with "Send
 *   verification email" (primary, mail not sent yet) or "Re-send verification email", and Cancel
 *   (`cancel-aia=true`, which Keycloak answers by returning to the application). Otherwise an info
 *   line whose link to `url.loginAction` makes Keycloak send the mail (again); its text is the whole
 *   "Click here to re-send the email." so it makes sense on its own (WCAG 2.4.4).
 * The address is user data and is shown as text (docs/product.md §6.3). Keycloak's "verify your
 * email" alert is hidden by the template (§2.2.3).
 */
export default function LoginVerifyEmail(props: PageProps<VerifyEmailContext, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { url, user, verifyEmail, isAppInitiatedAction } = kcContext;
    const { msg, msgStr } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={msg("emailVerifyTitle")}
            displayInfo={!isAppInitiatedAction}
            infoNode={
                <p id="kc-verify-email-resend">
                    {msg("emailVerifyInstruction2")}{" "}
                    <a href={url.loginAction} className={linkVariants()}>
                        {msg("doClickHere")} {msg("emailVerifyInstruction3")}
                    </a>
                </p>
            }
        >
            {/* msgStr, not msg: the address is user data and stays text (docs/product.md §6.3). */}
            <p id="kc-verify-email">
                {verifyEmail !== undefined
                    ? msgStr("emailVerifyInstruction1", verifyEmail)
                    : msgStr("emailVerifyInstruction4", user?.email ?? "")}
            </p>
            {isAppInitiatedAction && <AppInitiatedActionForm kcContext={kcContext} i18n={i18n} />}
        </Template>
    );
}

/**
 * The buttons of an application-initiated verification: send (or re-send) the mail, or cancel.
 * Both post once (docs/product.md §4.6); Cancel skips the browser's validation like Keycloak's
 * `formnovalidate` button.
 */
function AppInitiatedActionForm({ kcContext, i18n }: { kcContext: VerifyEmailContext; i18n: I18n }) {
    const { url, verifyEmail } = kcContext;
    const { msg } = i18n;
    const { isSubmitting, submitterId, onSubmit } = useSubmitOnce();
    const isSent = verifyEmail !== undefined;

    return (
        <form
            id="kc-verify-email-form"
            method="post"
            action={url.loginAction}
            onSubmit={onSubmit}
            className="mt-6 flex flex-wrap gap-3"
        >
            <SubmitButton
                id="sendVerifyEmailBtn"
                variant={isSent ? "outline" : "default"}
                isSubmitting={isSubmitting}
                isBusy={isSubmitting && submitterId !== "cancelVerifyEmailBtn"}
                className="grow"
            >
                {msg(isSent ? "emailVerifyResend" : "emailVerifySend")}
            </SubmitButton>
            <CancelActionButton
                id="cancelVerifyEmailBtn"
                isSubmitting={isSubmitting}
                isBusy={submitterId === "cancelVerifyEmailBtn"}
            >
                {msg("doCancel")}
            </CancelActionButton>
        </form>
    );
}
