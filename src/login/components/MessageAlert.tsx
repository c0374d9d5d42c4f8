import { Alert, AlertDescription } from "@/components/ui/alert";
import { toPlainText } from "@/lib/sanitize";
import { SafeHtml } from "./SafeHtml";

type Message = { type: "success" | "warning" | "error" | "info"; summary: string };

/** Props of {@link MessageAlert}. */
export type MessageAlertProps = {
    message: Message | undefined;
    isAppInitiatedAction: boolean | undefined;
    /** Keycloak's "You need to verify your email address…" (`verifyEmailMessage`) in the page's language. */
    verifyEmailNotice?: string;
};

/**
 * The page's message (docs/product.md §2.2), summary as sanitised HTML, `alert` for errors (WCAG
 * 4.1.3). Nothing for a warning in an application-initiated action (Keycloak's template) or for the
 * verify-email notice (`verifyEmailNotice`, or "verify your email" in English), which the
 * verification page explains itself.
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
