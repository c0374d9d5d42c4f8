import { useEffect, useState } from "react";
import { linkVariants } from "@/components/ui/link";
import { loadOnce } from "@/lib/loadOnce";
import type { PdfDocument as PdfDocumentComponent } from "./PdfDocument";

/** i18n `pdfLoading`, `pdfFailed`, `pdfOpenInNewTab`, `pdfPage`. */
export type PdfDialogLabels = {
    loading: string;
    failed: string;
    openInNewTab: string;
    newTab: string;
    page: (page: number, total: number) => string;
};

/** Props of {@link PdfDialogBody}; `src` is allow-listed absolute http(s), `title` names the region. */
export type PdfDialogBodyProps = {
    src: string;
    title: string;
    labels: PdfDialogLabels;
};

const loadPdfDocument = loadOnce(() => import("./PdfDocument").then(module => module.PdfDocument));

type Status = "loading" | "ready" | "failed";

/** PDF dialog body (decisions.md §15; WCAG 4.1.3, 2.1.1); on failure a warning and a new-tab link. */
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
                    {/* Not the kit's Spinner: docs/decisions.md §15, "Loading". */}
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
