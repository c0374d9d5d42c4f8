import type { ReactNode } from "react";

/** Props of {@link Toolbar}. */
export type ToolbarProps = { children?: ReactNode };

/** The row above the panel's header, at its end edge: language menu and color mode (docs/product.md §2.2). */
export function Toolbar({ children }: ToolbarProps) {
    return <div className="flex flex-wrap items-center justify-end gap-2">{children}</div>;
}
