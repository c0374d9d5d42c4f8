import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A native `<input>` (so it posts with its form) styled to docs/product.md §9: 44px high at the
 * default 16px root, 4px corners, 16px text (smaller text makes iOS zoom the page). Takes every
 * native input attribute, including `ref` (React 19). Set `aria-invalid` to draw the danger border
 * (WCAG 3.3.1: the error must also be given in text, linked with `aria-describedby`). The focus
 * outline is 2px in the focus colour (WCAG 2.4.7); the resting border has at least 3:1 contrast in
 * both modes (WCAG 1.4.11).
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
    return (
        <input
            type={type}
            className={cn(
                "block h-11 w-full min-w-0 rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:outline-danger",
                className
            )}
            {...props}
        />
    );
}
