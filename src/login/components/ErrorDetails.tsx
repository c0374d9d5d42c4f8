import type { ReactNode } from "react";
import { linkVariants } from "@/components/ui/link";
import { SafeHtml } from "./SafeHtml";

/** Props of {@link ErrorDetails}. */
export type ErrorDetailsProps = {
    /** Keycloak's `message.summary`, untrusted HTML. */
    summary: string;
    /** "… trace identifier …" (`traceIdSupportMessage`), when Keycloak sends `traceId`. */
    traceNote?: ReactNode;
    /** "Back to Application" and the client's base URL, when there is one and no `skipLink`. */
    back?: { href: string; label: ReactNode };
};

/** The error page's content (Keycloak 26.7 base/login/error.ftl): the message, the trace, the way back. */
export function ErrorDetails({ summary, traceNote, back }: ErrorDetailsProps) {
    return (
        <div id="kc-error-message" className="flex flex-col gap-4">
            <SafeHtml html={summary} className="instruction" />
            {traceNote && (
                <p id="traceId" className="text-sm [overflow-wrap:anywhere]">
                    {traceNote}
                </p>
            )}
            {back && (
                <p>
                    <a id="backToApplication" href={back.href} className={linkVariants()}>
                        {back.label}
                    </a>
                </p>
            )}
        </div>
    );
}
