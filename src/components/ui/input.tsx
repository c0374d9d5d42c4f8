import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/utils";

/**
 * Class recipe of every text control (docs/product.md §9.3): 44px high at the default 16px root
 * (`multiline` controls grow instead), 4px corners, 16px text (smaller text makes iOS zoom the page).
 * `aria-invalid` draws the danger border (WCAG 3.3.1: the error must also be given in text, see
 * `Field`). The focus outline is 2px in the focus colour (WCAG 2.4.7); the resting border has at
 * least 3:1 contrast in both modes (WCAG 1.4.11). Also styles Keycloakify's stock pages
 * (`defaultPageClasses`), so every field of the theme looks the same.
 */
export const inputVariants = cva(
    "block w-full min-w-0 rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:outline-danger",
    {
        variants: { multiline: { false: "h-11", true: "py-2" } },
        defaultVariants: { multiline: false }
    }
);

/**
 * A native `<input>` (so it posts with its form) with the {@link inputVariants} recipe; takes every
 * native input attribute, including `ref` (React 19); caller classes win. Put it in a `Field` to
 * label it and tie its error to it.
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
    return <input data-slot="input" type={type} className={cn(inputVariants(), className)} {...props} />;
}
