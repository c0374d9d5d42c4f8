import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Props of {@link Checkbox}: every native checkbox attribute (`name`, `value`, `checked`, `ref`, …). */
export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "children"> & {
    /** Label text; when given the box and text are wrapped in one `<label>`, so both are the target. */
    children?: ReactNode;
};

/**
 * A native `<input type="checkbox">`, so it posts `name=value` with its form when checked and works
 * without JavaScript. The box is 24×24px, meeting the WCAG 2.2 2.5.8 target size on its own; with
 * `children` the whole label row (min-height 24px) toggles it too. The tick uses the link colour as
 * `accent-color` (#0067A6 light, #8fd0ff dark) and the focus outline is 2px in the focus colour
 * (WCAG 2.4.7). `className` styles the box; without `children` pair it with a `Label` via `id`.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
    const box = (
        <input
            type="checkbox"
            className={cn(
                "size-6 shrink-0 cursor-pointer accent-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:outline-2 aria-invalid:outline-danger",
                className
            )}
            {...props}
        />
    );
    if (children === undefined) return box;
    return (
        <label className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-ink">
            {box}
            <span>{children}</span>
        </label>
    );
}
