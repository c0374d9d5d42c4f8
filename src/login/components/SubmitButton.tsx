import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** Props of {@link SubmitButton}: the kit button's props (no `type`/`asChild`) plus the two states. */
export type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
    /** The form has been submitted: the button reads as disabled (`aria-disabled`). */
    isSubmitting: boolean;
    /** This button sent the form: it shows the spinner too. Defaults to `isSubmitting`. */
    isBusy?: boolean;
};

/**
 * A `type="submit"` kit button that, once its form is on its way, is marked `aria-disabled` and
 * greyed (and, if it is the one that sent the form, shows a decorative spinner beside its label).
 * It is deliberately not `disabled`: a disabled submitter is left out of the posted data, which
 * would lose `cancel-aia=true` (Keycloak); the form's `onSubmit` (see `useSubmitOnce`) blocks
 * the second post instead.
 */
export function SubmitButton({
    isSubmitting,
    isBusy = isSubmitting,
    className,
    children,
    ...props
}: SubmitButtonProps) {
    return (
        <Button
            type="submit"
            aria-disabled={isSubmitting || undefined}
            className={cn("aria-disabled:cursor-progress aria-disabled:opacity-60", className)}
            {...props}
        >
            {isBusy && <Spinner />}
            {children}
        </Button>
    );
}
