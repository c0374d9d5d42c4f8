/// <reference types="vite/client" />
import {
    getDocument,
    GlobalWorkerOptions,
    VerbosityLevel,
    type PDFDocumentLoadingTask
} from "pdfjs-dist";
// Same-origin for `worker-src 'self'`.
import workerUrl from "./pdfWorker?worker&url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF without cookies (docs/decisions.md §15); `destroy()` frees the worker. */
export function openPdf(url: string): PDFDocumentLoadingTask {
    return getDocument({
        url,
        withCredentials: false,
        verbosity: VerbosityLevel.ERRORS,
        enableXfa: false
    });
}
