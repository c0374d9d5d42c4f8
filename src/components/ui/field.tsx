import type { ReactElement, ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { CircleX } from "lucide-react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** Props of {@link Field}; `id` is the control's, `children` one element taking `id` and `aria-*`. */
export type FieldProps = {
    id: string;
    label: ReactNode;
    required?: boolean;
    description?: ReactNode;
    error?: ReactNode;
    errorId?: string;
    /** Invalid although the error sits under another field, whose id goes in `describedBy`. */
    invalid?: boolean;
    describedBy?: string;
    className?: string;
    children: ReactElement;
};

/** Label, control, description and error, the control's ARIA set through `Slot` (WCAG 1.3.1, 3.3.1). */
export function Field({
    id,
    label,
    required = false,
    description,
    error,
    errorId = `${id}-error`,
    invalid,
    describedBy,
    className,
    children
}: FieldProps) {
    const hasError = error !== undefined && error !== null && error !== false && error !== "";
    const descriptionId = `${id}-description`;
    const describedByIds = [
        description !== undefined ? descriptionId : undefined,
        hasError ? errorId : undefined,
        describedBy
    ].filter(Boolean);
    return (
        <div data-slot="field" className={cn("flex flex-col gap-1.5", className)}>
            <Label htmlFor={id} required={required}>
                {label}
            </Label>
            <Slot
                id={id}
                aria-required={required || undefined}
                aria-invalid={hasError || invalid || undefined}
                aria-describedby={describedByIds.length > 0 ? describedByIds.join(" ") : undefined}
            >
                {children}
            </Slot>
            {description !== undefined && (
                <p data-slot="field-description" id={descriptionId} className="text-sm text-ink-muted">
                    {description}
                </p>
            )}
            {hasError && <FieldError id={errorId}>{error}</FieldError>}
        </div>
    );
}

/** Props of {@link FieldError}. */
export type FieldErrorProps = { id: string; children: ReactNode };

/** Error text under a field, in words and not only color (WCAG 3.3.1). */
export function FieldError({ id, children }: FieldErrorProps) {
    return (
        <p
            data-slot="field-error"
            id={id}
            dir="auto"
            className="flex items-start gap-1.5 text-sm text-danger"
        >
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {children}
        </p>
    );
}
