import type { ComponentProps } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { linkVariants } from "./link";

/** Button looks of docs/product.md §9, color pairs of docs/decisions.md §8 (WCAG 1.4.3); an outline
 * focus ring survives forced colors (2.4.7). Min heights: default 44px (2.5.8), sm 32px, lg 48px. */
export const buttonVariants = cva(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded border border-transparent font-semibold text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
    {
        variants: {
            variant: {
                default: "bg-primary text-primary-foreground hover:bg-primary-hover",
                destructive: "bg-danger text-surface hover:bg-danger/90",
                outline: "border-line bg-surface text-ink hover:bg-surface-muted",
                secondary: "border-2 border-secondary bg-surface text-ink hover:bg-info-surface",
                ghost: "bg-transparent text-ink hover:bg-surface-muted",
                // Not cn(): it would build tailwind-merge's tables at import (docs/decisions.md §11).
                link: `bg-transparent ${linkVariants()}`,
                tertiary: "bg-teal text-teal-foreground hover:bg-teal-hover",
                input: "justify-between border-line bg-surface text-start font-normal text-ink hover:border-ink",
                primary: "bg-navy text-white hover:bg-navy-light dark:border-line",
                defaultInverse: "bg-white text-primary hover:bg-primary-soft"
            },
            size: {
                default: "min-h-11 px-4 py-2 text-base",
                sm: "min-h-8 px-3 py-1 text-sm",
                lg: "min-h-12 px-6 py-3 text-lg",
                icon: "size-11 p-0"
            }
        },
        defaultVariants: { variant: "default", size: "default" }
    }
);

/** Native `<button>` props, `variant`/`size`, and `asChild` to style a single child (e.g. `<a>`). */
export type ButtonProps = ComponentProps<"button"> &
    VariantProps<typeof buttonVariants> & {
        asChild?: boolean;
    };

/** The kit's button; `type="button"` by default so it never submits by accident. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
    if (asChild) {
        return (
            <Slot
                data-slot="button"
                className={cn(buttonVariants({ variant, size }), className)}
                {...props}
            />
        );
    }
    return (
        <button
            data-slot="button"
            type={type ?? "button"}
            className={cn(buttonVariants({ variant, size }), className)}
            {...props}
        />
    );
}
