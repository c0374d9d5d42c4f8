import type { ReactNode } from "react";

/** Props of {@link WelcomeColumn}. */
export type WelcomeColumnProps = {
    /** The id of the welcome title, when there is one. */
    labelledBy?: string;
    children?: ReactNode;
};

/**
 * The navy left column from 900px (docs/product.md §2.2), hidden below; empty in the first view,
 * which reserves it before the portal's branding (docs/decisions.md §22).
 */
export function WelcomeColumn({ labelledBy, children }: WelcomeColumnProps) {
    return (
        <section
            aria-labelledby={labelledBy}
            className="relative hidden min-h-page flex-1 items-end overflow-hidden bg-navy p-12 md:flex"
        >
            {children}
        </section>
    );
}
