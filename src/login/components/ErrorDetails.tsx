import type { ReactNode } from "react";
import { linkVariants } from "@/components/ui/link";
import { SafeHtml } from "./SafeHtml";

/** Props of {@link ErrorDetails}: Keycloak's `message.summary` (HTML), `traceIdSupportMessage`, the way back. */
export type ErrorDetailsProps = {
    summary: string;
    traceNote?: ReactNode;
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
