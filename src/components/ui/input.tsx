import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/utils";

/** Every text control (docs/product.md §9.3), default pages' too; 16px text, as less makes iOS zoom. */
export const inputVariants = cva(
    "block w-full min-w-0 rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:outline-danger",
    {
        variants: { multiline: { false: "h-11", true: "py-2" } },
        defaultVariants: { multiline: false }
    }
);

/** A native `<input>`; put it in a `Field` to label it. */
export function Input({ className, type = "text", spellCheck, ...props }: ComponentProps<"input">) {
    return (
        <input
            data-slot="input"
            type={type}
            className={cn(inputVariants(), className)}
            // Preact drops an attribute given `false`: the string keeps spellcheck="false".
            spellCheck={spellCheck === false ? "false" : spellCheck}
            {...props}
        />
    );
}
