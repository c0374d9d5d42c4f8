import { cva } from "class-variance-authority";

/** Text links, underlined (WCAG 1.4.1); `inverse` on the navy footer (docs/decisions.md §8). */
export const linkVariants = cva(
    "rounded underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2",
    {
        variants: {
            variant: {
                default: "text-link underline hover:decoration-2 focus-visible:outline-focus",
                inverse: "text-white hover:underline focus-visible:outline-teal"
            }
        },
        defaultVariants: { variant: "default" }
    }
);
