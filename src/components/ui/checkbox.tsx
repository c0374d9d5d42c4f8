import type { ComponentProps, ReactNode } from "react";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** Props of {@link Checkbox}; `children` become its label. */
export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "children"> & {
    children?: ReactNode;
};

/** A native 24px checkbox (WCAG 2.5.8), border 3:1 in dark mode (1.4.11); `className` styles the box. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
    const box = (
        <span className="relative inline-flex shrink-0">
            <input
                data-slot="checkbox"
                type="checkbox"
                className={cn(
                    "peer size-6 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-line bg-surface checked:border-link checked:bg-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-danger",
                    className
                )}
                {...props}
            />
            <Check
                aria-hidden="true"
                strokeWidth={3}
                className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-surface peer-checked:block peer-disabled:opacity-60"
            />
        </span>
    );
    if (children === undefined) return box;
    return (
        <label className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-ink">
            {box}
            <span>{children}</span>
        </label>
    );
}
