import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { SubmitOnce } from "../pages/useSubmitOnce";
import { CancelActionButton } from "./CancelActionButton";
import { SubmitButton } from "./SubmitButton";

/** One button of {@link RequiredActionButtons}: its id (compared with the submitter) and label. */
export type RequiredActionButton = { id: string; label: ReactNode };

/** Props of {@link RequiredActionButtons}. */
export type RequiredActionButtonsProps = {
    /** The submit button; `disabled` until the page's own condition holds. */
    submit: RequiredActionButton & { disabled?: boolean };
    /** The Cancel button of an application-initiated action; `undefined` hides it. */
    cancel: RequiredActionButton | undefined;
    /** Keycloak's `logoutOtherSessions` text for the box. */
    logoutOtherSessionsLabel: ReactNode;
    /** The form's state from `useSubmitOnce`. */
    submitOnce: Pick<SubmitOnce, "isSubmitting" | "submitterId">;
};

/**
 * The end of a credential set-up form of a required action (Keycloak's `login-config-totp.ftl`,
 * `login-recovery-authn-code-config.ftl`): the "Sign out from other devices" box posting
 * `logout-sessions=on`, then the submit button and, for an application-initiated action, Cancel
 * (`cancel-aia=true`) side by side. The spinner shows on the button that sent the form.
 */
export function RequiredActionButtons(props: RequiredActionButtonsProps) {
    const { submit, cancel, logoutOtherSessionsLabel, submitOnce } = props;
    const { isSubmitting, submitterId } = submitOnce;
    return (
        <>
            <Checkbox id="logout-sessions" name="logout-sessions" value="on">
                {logoutOtherSessionsLabel}
            </Checkbox>
            <div className="flex flex-wrap gap-3">
                <SubmitButton
                    id={submit.id}
                    disabled={submit.disabled}
                    isSubmitting={isSubmitting}
                    isBusy={isSubmitting && submitterId !== cancel?.id}
                    className="grow"
                >
                    {submit.label}
                </SubmitButton>
                {cancel && (
                    <CancelActionButton
                        id={cancel.id}
                        isSubmitting={isSubmitting}
                        isBusy={submitterId === cancel.id}
                    >
                        {cancel.label}
                    </CancelActionButton>
                )}
            </div>
        </>
    );
}
