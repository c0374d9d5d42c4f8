import type { PageProps } from "keycloakify/login/pages/PageProps";
import { linkVariants } from "@/components/ui/link";
import { RequiredActionButtons } from "../components/RequiredActionButtons";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { useSubmitOnce } from "../useSubmitOnce";

type VerifyEmailContext = Extract<KcContext, { pageId: "login-verify-email.ftl" }>;

/**
 * E-mail verification page (`login-verify-email.ftl`, Keycloak 26.4–26.7): the mail went to
 * `verifyEmail`, else is about to go to `user.email`. An application-initiated action gets Send and
 * Cancel buttons, otherwise a link "Click here to re-send the email." (WCAG 2.4.4).
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

/** Send (or re-send) the mail, or cancel; both post once (docs/product.md §4.6), Cancel unvalidated. */
function AppInitiatedActionForm({ kcContext, i18n }: { kcContext: VerifyEmailContext; i18n: I18n }) {
    const { url, verifyEmail } = kcContext;
    const { msg } = i18n;
    const submitOnce = useSubmitOnce();
    const isSent = verifyEmail !== undefined;

    return (
        <form
            id="kc-verify-email-form"
            method="post"
            action={url.loginAction}
            onSubmit={submitOnce.onSubmit}
            className="mt-6"
        >
            <RequiredActionButtons
                submit={{
                    id: "sendVerifyEmailBtn",
                    label: msg(isSent ? "emailVerifyResend" : "emailVerifySend"),
                    variant: isSent ? "outline" : "default"
                }}
                cancel={{ id: "cancelVerifyEmailBtn", label: msg("doCancel") }}
                submitOnce={submitOnce}
            />
        </form>
    );
}
