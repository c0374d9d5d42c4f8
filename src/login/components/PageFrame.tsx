import type { ReactNode } from "react";

/** Props of {@link PageFrame}: `children` side by side (welcome column, panel), `footer` below. */
export type PageFrameProps = { children: ReactNode; footer?: ReactNode };

/** The page's outermost boxes (docs/product.md §2.2): a full-height column, its row, then the footer. */
export function PageFrame({ children, footer }: PageFrameProps) {
    return (
        <div className="flex min-h-screen flex-col bg-surface text-ink">
            <div className="flex min-h-page flex-1">{children}</div>
            {footer}
        </div>
    );
}
