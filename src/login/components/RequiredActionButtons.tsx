import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { SubmitOnce } from "../pages/useSubmitOnce";
import { CancelActionButton } from "./CancelActionButton";
import { SubmitButton } from "./SubmitButton";

/** One button of {@link RequiredActionButtons}: its id (compared with the submitter) and label. */
export type RequiredActionButton = { id: string; label: ReactNode };

/** Props of {@link RequiredActionButtons}. */
export type RequiredActionButtonsProps = {
    /** `disabled` until the page's own condition holds. */
    submit: RequiredActionButton & { disabled?: boolean };
    /** `undefined` hides it (only application-initiated actions cancel). */
    cancel: RequiredActionButton | undefined;
    logoutOtherSessionsLabel: ReactNode;
    submitOnce: Pick<SubmitOnce, "isSubmitting" | "submitterId">;
};

/** End of a required action's set-up form: "Sign out from other devices", submit and, for an
 * application-initiated action, Cancel; the spinner shows on the button that sent the form. */
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
