import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Registers `tailwind.config.ts`'s custom sizes, so `max-w-pdf` replaces a kit default instead of
// being emitted beside it with an unpredictable winner.
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

/** Joins class names (clsx inputs); later Tailwind classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
    return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's tables (else built in the first `cn()`: ~10 ms here, ~40 ms on a phone);
 * `src/main.tsx` calls it while the first render waits (docs/decisions.md §11). */
export function prepareClassMerging(): void {
    twMerge("");
}
