import type { ReactNode } from "react";

/** Props of {@link PanelMain}: Keycloak's `pageId`, for tests that tell pages apart. */
export type PanelMainProps = { pageId: string; children: ReactNode };

/** The panel (docs/product.md §2.2): full width below 900px, else fixed with its navy-to-teal edge. */
export function PanelMain({ pageId, children }: PanelMainProps) {
    return (
        <main
            data-page-id={pageId}
            className="relative w-full bg-surface px-4 py-8 sm:px-12 md:w-panel md:shrink-0 md:before:absolute md:before:inset-y-0 md:before:start-0 md:before:w-2 md:before:bg-gradient-to-b md:before:from-navy md:before:to-teal"
        >
            <div className="mx-auto flex w-full max-w-content flex-col gap-6">{children}</div>
        </main>
    );
}
