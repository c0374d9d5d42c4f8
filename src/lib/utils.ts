import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// `tailwind.config.ts`'s sizes, so `max-w-pdf` replaces a kit default rather than sit beside it.
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

/** Joins class names; later Tailwind classes win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
    return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's tables before the first `cn()`: ~40 ms on a phone (docs/decisions.md §11). */
export function prepareClassMerging(): void {
    twMerge("");
}
