import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge only knows Tailwind's default scale; the custom sizes of `tailwind.config.ts` are
 * registered here so a caller's `max-w-pdf` or `min-h-control` replaces a kit default instead of
 * being emitted beside it with an unpredictable winner.
 */
const twMerge = extendTailwindMerge({
    extend: {
        theme: {
            spacing: ["unit", "control", "panel", "content"],
            container: ["content", "panel", "pdf"],
            radius: ["control"]
        },
        classGroups: {
            "min-h": [{ "min-h": ["page"] }]
        }
    }
});

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) and lets later Tailwind
 * classes win over earlier conflicting ones, so callers can override kit defaults.
 * @returns one space-separated class string; never throws.
 */
export function cn(...inputs: ClassValue[]): string {
    return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables, which it otherwise builds inside the first `cn()` call
 * (about 10 ms on this project's machines, four times that on a mid-range phone).
 * `src/main.tsx` calls it in a task of its own while the first render waits for the portal, so the
 * work does not lengthen the module evaluation or the render task (docs/decisions.md §11).
 */
export function prepareClassMerging(): void {
    twMerge("");
}
