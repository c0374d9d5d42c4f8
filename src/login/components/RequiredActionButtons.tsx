import type { ReactNode } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import type { SubmitOnce } from "../useSubmitOnce";
import { CancelActionButton } from "./CancelActionButton";
import { SubmitButton } from "./SubmitButton";

/** One button of {@link RequiredActionButtons}: its id (compared with the submitter) and label. */
export type RequiredActionButton = { id: string; label: ReactNode };

/** Props of {@link RequiredActionButtons}. */
export type RequiredActionButtonsProps = {
    /** `disabled` until the page's own condition holds. */
    submit: RequiredActionButton & { disabled?: boolean; variant?: ButtonProps["variant"] };
    /** `undefined` hides it (only application-initiated actions cancel). */
    cancel: RequiredActionButton | undefined;
    /** `undefined` hides "Sign out from other devices" (an action that sets up no credential). */
    logoutOtherSessionsLabel?: ReactNode;
    submitOnce: Pick<SubmitOnce, "isSubmitting" | "submitterId">;
};

/** End of a required action's form: "Sign out from other devices" when labeled, submit and, for an
 * application-initiated action, Cancel; the spinner shows on the button that sent the form. */
export function RequiredActionButtons(props: RequiredActionButtonsProps) {
    const { submit, cancel, logoutOtherSessionsLabel, submitOnce } = props;
    const { isSubmitting, submitterId } = submitOnce;
    return (
        <>
            {logoutOtherSessionsLabel !== undefined && (
                <Checkbox id="logout-sessions" name="logout-sessions" value="on">
                    {logoutOtherSessionsLabel}
                </Checkbox>
            )}
            <div className="flex flex-wrap gap-3">
                <SubmitButton
                    id={submit.id}
                    disabled={submit.disabled}
                    variant={submit.variant}
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
