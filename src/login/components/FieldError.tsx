import { CircleX } from "lucide-react";
import { SafeHtml } from "./SafeHtml";

/** Props of {@link FieldError}. */
export type FieldErrorProps = {
    /** Element id; the field points at it with `aria-describedby`. */
    id: string;
    /** Keycloak's message for the field (`messagesPerField.get` / `getFirstError`); "" renders nothing. */
    message: string;
};

/**
 * The error text under a field (WCAG 3.3.1: the error is named in text, not only by the red border).
 * Keycloak sends the message already localised and may put simple markup in it (its own `login.ftl`
 * prints `kcSanitize(...)?no_esc`), so it is rendered through `SafeHtml`, the project's one sanitiser.
 * `dir="auto"` keeps a message in another script readable on a right-to-left page. The icon is
 * decorative; the text says it all.
 */
export function FieldError({ id, message }: FieldErrorProps) {
    if (message === "") return null;
    return (
        <p id={id} dir="auto" className="flex items-start gap-1.5 text-sm text-danger">
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <SafeHtml as="span" html={message} />
        </p>
    );
}
