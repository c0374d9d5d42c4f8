import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** Props of {@link SubmitButton}: the kit button's props (no `type`/`asChild`) plus the two states. */
export type SubmitButtonProps = Omit<ButtonProps, "type" | "asChild"> & {
    isSubmitting: boolean;
    /** Defaults to `isSubmitting`. */
    isBusy?: boolean;
};

/**
 * A submit button marked `aria-disabled` once its form is sent (spinner on the one that sent it).
 * Not `disabled`: a disabled submitter is left out of the post, losing `cancel-aia=true`.
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
