import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** Props of {@link Label}; `required` adds a visual "*" only, `Field` marks the control (WCAG 3.3.2). */
export type LabelProps = ComponentProps<"label"> & {
    required?: boolean;
};

/** A native `<label>`. */
export function Label({ className, required = false, children, ...props }: LabelProps) {
    return (
        <label data-slot="label" className={cn("text-sm font-semibold text-ink", className)} {...props}>
            {children}
            {required && (
                <span aria-hidden="true" className="ms-0.5 text-danger">
                    *
                </span>
            )}
        </label>
    );
}
