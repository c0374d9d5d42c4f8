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
 * Keycloak's message (docs/product.md §2.2.3), `alert` for errors (WCAG 4.1.3); nothing for a
 * warning in an application-initiated action or for the verify-email notice (`verifyEmailNotice`,
 * or English "verify your email"), which the verification page explains.
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
    const text = normalize(message.summary);
    return (
        /verify your email/i.test(text) ||
        (verifyEmailNotice !== undefined && text === normalize(verifyEmailNotice))
    );
}

function normalize(html: string): string {
    return toPlainText(html).replace(/\s+/g, " ").trim();
}
