import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Props of {@link Spinner}: SVG attributes of the icon plus an optional `label`. */
export type SpinnerProps = Omit<ComponentProps<typeof LoaderCircle>, "role"> & {
    /**
     * Text announced to screen readers. With a label the spinner is a `role="status"` live region
     * (WCAG 4.1.3); without one it is decorative and hidden, for use next to text that already
     * says what is happening (for example inside a busy button).
     */
    label?: string;
};

/**
 * Lucide's `LoaderCircle` (formerly `Loader2`), 16px by default (`className="size-6"` for 24px),
 * spinning in the current text colour. The spin stops under `prefers-reduced-motion` (WCAG 2.3.3).
 * Marked `data-slot="spinner"` so tests and parents can find it even when it is decorative.
 */
export function Spinner({ label, className, ...props }: SpinnerProps) {
    const icon = (
        <LoaderCircle
            aria-hidden="true"
            data-slot="spinner"
            className={cn("size-4 animate-spin motion-reduce:animate-none", className)}
            {...props}
        />
    );
    if (label === undefined) return icon;
    return (
        <span role="status" className="inline-flex items-center">
            {icon}
            <span className="sr-only">{label}</span>
        </span>
    );
}
