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
};

/**
 * The page's message box (docs/product.md §2.2): kit `Alert` with the kind's icon and the summary
 * as sanitised HTML; `role="alert"` for errors, `status` otherwise (WCAG 4.1.3). Renders nothing
 * when there is no message, for a warning during an application-initiated action (Keycloak login
 * template), and when the summary says "verify your email" (any case), which the e-mail
 * verification page explains itself.
 */
export function MessageAlert({ message, isAppInitiatedAction }: MessageAlertProps) {
    if (message === undefined || isHidden(message, isAppInitiatedAction)) return null;
    return (
        <Alert variant={message.type}>
            <AlertDescription>
                <SafeHtml html={message.summary} className="[&_a]:text-link [&_a]:underline" />
            </AlertDescription>
        </Alert>
    );
}

function isHidden(message: Message, isAppInitiatedAction: boolean | undefined): boolean {
    if (message.type === "warning" && isAppInitiatedAction) return true;
    const text = toPlainText(message.summary).replace(/\s+/g, " ");
    return /verify your email/i.test(text);
}
