import type { ReactNode } from "react";

/** Props of {@link WelcomeColumn}: `labeledBy`, the welcome title's id when there is one. */
export type WelcomeColumnProps = { labeledBy?: string; children?: ReactNode };

/** The navy left column from 900px (docs/product.md §2.2); empty in the first view (docs/decisions.md §22). */
export function WelcomeColumn({ labeledBy, children }: WelcomeColumnProps) {
    return (
        <section
            aria-labelledby={labeledBy}
            className="relative hidden min-h-page flex-1 items-end overflow-hidden bg-navy p-12 md:flex"
        >
            {children}
        </section>
    );
}
