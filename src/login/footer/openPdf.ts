/// <reference types="vite/client" />
import {
    getDocument,
    GlobalWorkerOptions,
    VerbosityLevel,
    type PDFDocumentLoadingTask
} from "pdfjs-dist";
// Built as a `.js` asset of the theme (see pdfWorker.ts): Keycloak serves it from the theme's
// resources path, so the worker is same-origin (a `worker-src 'self'` policy allows it) and no CDN
// is involved.
import workerUrl from "./pdfWorker?worker&url";

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Starts fetching and parsing a PDF with Mozilla's PDF.js (docs/decisions.md §15): the document is
 * fetched with `fetch` (no cookies, so the portal needs CORS for the Keycloak origin, as for the
 * branding call) and parsed in PDF.js's worker, loaded from the theme's own assets. PDF.js 6 has no
 * `eval`/`new Function` path left (the `isEvalSupported` switch of older versions is gone), so a
 * policy without `'unsafe-eval'` is fine. Logging is limited to errors: warnings about a
 * document's oddities are not the user's or the operator's concern.
 * @param url absolute http(s) address of the document, already checked by the footer mapping.
 * @returns PDF.js's loading task: `promise` gives the document or rejects (network, CORS, not a
 *   PDF, damaged file); `destroy()` cancels it and frees the worker.
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
