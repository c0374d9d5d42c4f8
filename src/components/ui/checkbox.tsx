import type { ComponentProps, ReactNode } from "react";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** Props of {@link Checkbox}: every native checkbox attribute (`name`, `value`, `checked`, `ref`, …). */
export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "children"> & {
    /** Label text; when given the box and text are wrapped in one `<label>`, so both are the target. */
    children?: ReactNode;
};

/**
 * A native `<input type="checkbox">`, so it posts `name=value` with its form when checked and works
 * without JavaScript. The box is 24×24px, meeting the WCAG 2.2 2.5.8 target size on its own; with
 * `children` the whole label row (min-height 24px) toggles it too. The box is drawn by us, not the
 * browser: a 2px border in the line colour (#6b7a90 on white 4.4:1, #8796ab on the dark surface
 * 5.9:1), so the unchecked box does not look disabled in dark mode (WCAG 1.4.11, 3:1); checked, it
 * fills with the link colour (#0067A6 light, #8fd0ff dark) behind a tick in the surface colour. The
 * focus outline is 2px in the focus colour (WCAG 2.4.7). `className` styles the box; without
 * `children` pair it with a `Label` via `id`.
 */
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
