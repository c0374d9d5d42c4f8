import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Props of {@link Spinner}: SVG attributes of the icon plus an optional `label`. */
export type SpinnerProps = Omit<ComponentProps<typeof LoaderCircle>, "role"> & {
    /** With a label a `role="status"` live region (WCAG 4.1.3); without, decorative and hidden. */
    label?: string;
};

/** Lucide's `LoaderCircle`, 16px by default; stops under `prefers-reduced-motion` (WCAG 2.3.3). */
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
