import type { ComponentProps } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";
import { linkVariants } from "./link";

/**
 * Class recipe for every button look of docs/product.md §9: ten variants and four sizes in one
 * `cva` call. Contrast (WCAG 1.4.3, docs/decisions.md §8): white text only on primary #0067A6
 * (6.02:1), navy #021333 (18.4:1) and the danger colour; teal surfaces carry navy text (8.76:1);
 * secondary #408dbd is used for borders only (3.64:1 on white). Every variant keeps these pairs in
 * dark mode. Focus (WCAG 2.4.7 / 2.4.13): a 2px outline in the focus colour, 2px offset, on
 * keyboard focus only; an outline rather than a box-shadow so it survives Windows forced-colours
 * mode. Sizes in px at the default 16px root: default min-height 44 (WCAG 2.5.8, docs/product.md
 * §9), sm 32, lg 48, icon 44×44.
 */
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
                // Joined, not merged (nothing in it conflicts): a cn() here would build
                // tailwind-merge's tables while the module is evaluated (docs/decisions.md §11).
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

/**
 * Props of {@link Button}: every native `<button>` attribute (including `ref`, React 19), `variant`
 * and `size` from {@link buttonVariants}, and `asChild` to render the single child element (for
 * example an `<a>`) with the button's classes instead of a `<button>`.
 */
export type ButtonProps = ComponentProps<"button"> &
    VariantProps<typeof buttonVariants> & {
        asChild?: boolean;
    };

/**
 * The kit's button (docs/product.md §9). Defaults to `type="button"` so it never submits a form by
 * accident; pass `type="submit"` for form submission. With `asChild` the child keeps its own
 * element and semantics (Radix Slot) and only receives the classes and props. Caller classes win
 * over the recipe.
 */
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
