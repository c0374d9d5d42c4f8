import type { ReactNode } from "react";
import { SubmitButton } from "./SubmitButton";

/** Props of {@link CancelActionButton}. */
export type CancelActionButtonProps = {
    /** The button's id; the page compares it with the submitter to place the spinner. */
    id: string;
    /** The form has been submitted (`useSubmitOnce`). */
    isSubmitting: boolean;
    /** This button sent the form. */
    isBusy: boolean;
    /** The label, Keycloak's `doCancel`. */
    children: ReactNode;
};

/**
 * Cancel of an application-initiated action: a secondary submit button posting `cancel-aia=true`
 * to the page's form, which Keycloak answers by returning to the client with
 * `kc_action_status=cancelled` (Keycloak's `login-config-totp.ftl`, `login-verify-email.ftl`).
 * It skips the form's validation (`formnovalidate`): cancelling needs no valid field.
 */
export function CancelActionButton({ id, isSubmitting, isBusy, children }: CancelActionButtonProps) {
    return (
        <SubmitButton
            id={id}
            name="cancel-aia"
            value="true"
            formNoValidate
            variant="outline"
            isSubmitting={isSubmitting}
            isBusy={isBusy}
            className="grow"
        >
            {children}
        </SubmitButton>
    );
}
