import { cva } from "class-variance-authority";

/**
 * Class recipe of text links (WCAG 1.4.1: links are underlined, not told apart by colour alone).
 * `default`: link colour on the page surface, thicker underline on hover. `inverse`: white on the
 * navy footer (18:1), underlined on hover, with a teal focus outline (docs/decisions.md §8).
 * Focus: a 2px outline on keyboard focus only (WCAG 2.4.7). Layout (inline-flex, minimum height)
 * is the caller's.
 */
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
