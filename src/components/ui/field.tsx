import type { ReactElement, ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { CircleX } from "lucide-react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** Props of {@link Field}. */
export type FieldProps = {
    /** Id of the control; the label points at it. */
    id: string;
    label: ReactNode;
    /** Marks the label with "*" and the control with `aria-required`. */
    required?: boolean;
    /** Help text under the control; the control is described by it. */
    description?: ReactNode;
    /** Error text under the control; when given, the control is invalid and described by it. */
    error?: ReactNode;
    /** Id of the error element; `${id}-error` by default. */
    errorId?: string;
    /**
     * Invalid although this field shows no error text, because the text sits under another field
     * (give that field's error id in `describedBy`).
     */
    invalid?: boolean;
    /** Further ids the control is described by, e.g. an error shown under a neighbouring field. */
    describedBy?: string;
    className?: string;
    /** The control: one element taking `id` and `aria-*` props (`Input`, `PasswordInput`, …). */
    children: ReactElement;
};

/**
 * A form field in shadcn's manner: label, control, description and error, wired for assistive
 * technology in one place. The control receives `id`, `aria-invalid`, `aria-required` and
 * `aria-describedby` (description and error ids) through Radix `Slot`, so a page never writes that
 * wiring out (WCAG 1.3.1, 3.3.1, 3.3.2, 4.1.2). Knows nothing of Keycloak: the error comes in as
 * content.
 */
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

/**
 * The error text under a field (WCAG 3.3.1: the error is named in text, not only by the red
 * border). `dir="auto"` keeps a message in another script readable on a right-to-left page. The
 * icon is decorative; the text says it all.
 */
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
