import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/utils";

/**
 * Every text control (docs/product.md §9.3): 44px high, 16px text (less makes iOS zoom), danger
 * border on `aria-invalid` (the error must also be text, WCAG 3.3.1), 2px focus outline (WCAG 2.4.7),
 * border ≥ 3:1 (WCAG 1.4.11). Also styles stock pages (`defaultPageClasses`).
 */
export const inputVariants = cva(
    "block w-full min-w-0 rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:outline-danger",
    {
        variants: { multiline: { false: "h-11", true: "py-2" } },
        defaultVariants: { multiline: false }
    }
);

/** A native `<input>` with {@link inputVariants}; put it in a `Field` to label it and tie its error. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
    return <input data-slot="input" type={type} className={cn(inputVariants(), className)} {...props} />;
}
