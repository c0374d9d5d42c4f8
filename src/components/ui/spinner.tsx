import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Props of {@link Spinner}; with a `label` it is a status (WCAG 4.1.3), else hidden. */
export type SpinnerProps = Omit<ComponentProps<typeof LoaderCircle>, "role"> & {
    label?: string;
};

/** A 16px spinner that stops under `prefers-reduced-motion` (WCAG 2.3.3). */
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
