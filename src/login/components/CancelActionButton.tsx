import type { ReactNode } from "react";
import { SubmitButton } from "./SubmitButton";

/** Props of {@link CancelActionButton}. */
export type CancelActionButtonProps = {
    /** Compared with the submitter to place the spinner. */
    id: string;
    isSubmitting: boolean;
    isBusy: boolean;
    /** Keycloak's `doCancel`. */
    children: ReactNode;
};

/**
 * Cancel of an application-initiated action: posts `cancel-aia=true`, which Keycloak answers with
 * `kc_action_status=cancelled`; `formnovalidate`, as cancelling needs no valid field.
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
