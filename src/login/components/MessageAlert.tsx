import { Alert, AlertDescription } from "@/components/ui/alert";
import { toPlainText } from "@/lib/sanitize";
import { SafeHtml } from "./SafeHtml";

/** Keycloak's page message (`kcContext.message`). */
type Message = { type: "success" | "warning" | "error" | "info"; summary: string };

/** Props of {@link MessageAlert}. */
export type MessageAlertProps = {
    message: Message | undefined;
    /** `kcContext.isAppInitiatedAction`: the page was opened by the application, not a sign-in. */
    isAppInitiatedAction: boolean | undefined;
    /** Keycloak's "You need to verify your email address…" (`verifyEmailMessage`) in the page's language. */
    verifyEmailNotice?: string;
};

/**
 * The page's message box (docs/product.md §2.2): kit `Alert` with the kind's icon and the summary
 * as sanitised HTML; `role="alert"` for errors, `status` otherwise (WCAG 4.1.3). Renders nothing
 * when there is no message, for a warning during an application-initiated action (Keycloak login
 * template), and for Keycloak's verify-email notice, which the e-mail verification page explains
 * itself: a summary equal to `verifyEmailNotice` in any language, or saying "verify your email" (any
 * case) in English.
 */
export function MessageAlert({ message, isAppInitiatedAction, verifyEmailNotice }: MessageAlertProps) {
    if (message === undefined || isHidden(message, isAppInitiatedAction, verifyEmailNotice)) return null;
    return (
        <Alert variant={message.type}>
            <AlertDescription>
                <SafeHtml html={message.summary} className="[&_a]:text-link [&_a]:underline" />
            </AlertDescription>
        </Alert>
    );
}

function isHidden(
    message: Message,
    isAppInitiatedAction: boolean | undefined,
    verifyEmailNotice: string | undefined
): boolean {
    if (message.type === "warning" && isAppInitiatedAction) return true;
    const text = normalise(message.summary);
    return (
        /verify your email/i.test(text) ||
        (verifyEmailNotice !== undefined && text === normalise(verifyEmailNotice))
    );
}

function normalise(html: string): string {
    return toPlainText(html).replace(/\s+/g, " ").trim();
}
