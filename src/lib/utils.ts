import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) and lets later Tailwind
 * classes win over earlier conflicting ones, so callers can override kit defaults.
 * @returns one space-separated class string; never throws.
 */
export function cn(...inputs: ClassValue[]): string {
    return twMerge(clsx(inputs));
}
