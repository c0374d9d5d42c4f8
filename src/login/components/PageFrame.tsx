import type { ReactNode } from "react";

/** Props of {@link PageFrame}. */
export type PageFrameProps = {
    /** The welcome column and the panel, side by side. */
    children: ReactNode;
    /** Below both, full width. */
    footer?: ReactNode;
};

/**
 * The page's outermost boxes (docs/product.md §2.2): a full-height column holding the row of
 * welcome column and panel, then the footer. The first view writes the same boxes
 * (`config/firstView/`, docs/decisions.md §22).
 */
export function PageFrame({ children, footer }: PageFrameProps) {
    return (
        <div className="flex min-h-screen flex-col bg-surface text-ink">
            <div className="flex min-h-page flex-1">{children}</div>
            {footer}
        </div>
    );
}
