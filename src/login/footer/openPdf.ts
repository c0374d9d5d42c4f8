/// <reference types="vite/client" />
import {
    getDocument,
    GlobalWorkerOptions,
    VerbosityLevel,
    type PDFDocumentLoadingTask
} from "pdfjs-dist";
// A theme asset (see pdfWorker.ts), so the worker is same-origin (`worker-src 'self'`), no CDN.
import workerUrl from "./pdfWorker?worker&url";

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Fetches (no cookies: the portal needs CORS, as for branding) and parses a PDF with PDF.js in its
 * same-origin worker (docs/decisions.md §15). PDF.js 6 has no `eval` path, so no `'unsafe-eval'`.
 * Only errors are logged. `promise` rejects on network, CORS or bad PDF; `destroy()` frees the worker.
 */
export function openPdf(url: string): PDFDocumentLoadingTask {
    return getDocument({
        url,
        withCredentials: false,
        verbosity: VerbosityLevel.ERRORS,
        // Scripts, forms and XFA are not rendered: the dialog shows the document, nothing runs.
        enableXfa: false
    });
}
