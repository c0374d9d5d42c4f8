import { useEffect, useState } from "react";
import { linkVariants } from "@/components/ui/link";
import { loadOnce } from "@/lib/loadOnce";
import type { PdfDocument as PdfDocumentComponent } from "./PdfDocument";

/** Texts of the PDF dialog body (i18n `pdfLoading`, `pdfFailed`, `pdfOpenInNewTab`, `pdfPage`). */
export type PdfDialogLabels = {
    /** Announced and shown while the viewer or the document loads. */
    loading: string;
    /** Shown when the document cannot be shown in the dialog. */
    failed: string;
    /** Text of the fallback link that opens the PDF in a new tab. */
    openInNewTab: string;
    /** Spoken after that link, e.g. "(opens in a new tab)". */
    newTab: string;
    /** Accessible name of a page, e.g. "Page 1 of 3". */
    page: (page: number, total: number) => string;
};

/** Props of {@link PdfDialogBody}. */
export type PdfDialogBodyProps = {
    /** Absolute http(s) address of the PDF (already allow-listed by the footer mapping). */
    src: string;
    /** The footer link's title: the name of the scrollable document region. */
    title: string;
    labels: PdfDialogLabels;
};

/** PDF.js and the page renderer: requested when a PDF dialog opens, never with the first view. */
const loadPdfDocument = loadOnce(() => import("./PdfDocument").then(module => module.PdfDocument));

type Status = "loading" | "ready" | "failed";

/**
 * The body of the PDF footer dialog (docs/product.md §2.3.5, docs/decisions.md §15). Keycloak's
 * default `frame-src 'self'` blocks a portal PDF in an `<iframe>`, so the document is drawn by
 * PDF.js instead, from a chunk loaded when this body mounts (the dialog opening). It shows a
 * loading status (WCAG 4.1.3) until the first pages are laid out, then the pages in a scrollable
 * region named by the link title that takes keyboard focus for scrolling (WCAG 2.1.1). When the
 * viewer cannot load or the document cannot be fetched or parsed (portal down, CORS refused, not
 * a PDF) it says so and offers a plain link that opens the PDF in a new tab with
 * `rel="noopener noreferrer"`; the failure is logged with `console.warn`, never thrown.
 */
export function PdfDialogBody({ src, title, labels }: PdfDialogBodyProps) {
    const [Viewer, setViewer] = useState<{ component: typeof PdfDocumentComponent }>();
    const [status, setStatus] = useState<Status>("loading");

    useEffect(() => {
        let current = true;
        loadPdfDocument().then(
            component => current && setViewer({ component }),
            (error: unknown) => {
                if (!current) return;
                console.warn("PDF viewer could not be loaded:", error);
                setStatus("failed");
            }
        );
        return () => {
            current = false;
        };
    }, []);

    if (status === "failed") return <PdfFallback src={src} labels={labels} />;
    return (
        <div className="relative">
            {status === "loading" && (
                <p className="absolute inset-x-0 top-8 flex items-center justify-center gap-2 text-sm text-ink">
                    {/* A CSS ring, not the kit's Spinner: sharing that module with the sign-in
                        page's chunk would split it into a chunk of its own, one more request on
                        the first view (docs/decisions.md §12). */}
                    <span
                        aria-hidden="true"
                        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
                    />
                    <span role="status">{labels.loading}</span>
                </p>
            )}
            <div
                role="region"
                aria-label={title}
                aria-busy={status === "loading"}
                tabIndex={0}
                className="h-[70dvh] overflow-auto rounded border border-line bg-surface-muted p-2 focus-visible:outline-2 focus-visible:outline-focus sm:p-4"
            >
                {Viewer !== undefined && (
                    <Viewer.component
                        src={src}
                        pageLabel={labels.page}
                        onReady={() => setStatus("ready")}
                        onFailed={error => {
                            console.warn("PDF could not be shown:", error);
                            setStatus("failed");
                        }}
                    />
                )}
            </div>
        </div>
    );
}

/** What shows instead of the document: the reason and a plain link to the PDF in a new tab. */
function PdfFallback({ src, labels }: Pick<PdfDialogBodyProps, "src" | "labels">) {
    return (
        <div role="alert" className="grid gap-3 rounded border border-line p-4 text-sm">
            <p>{labels.failed}</p>
            <p>
                <a
                    href={src}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkVariants({ variant: "default" })}
                >
                    {labels.openInNewTab}
                    <span className="sr-only"> {labels.newTab}</span>
                </a>
            </p>
        </div>
    );
}
