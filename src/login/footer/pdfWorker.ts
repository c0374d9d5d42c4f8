/**
 * Entry of PDF.js's worker as the theme builds it (`openPdf` imports it with `?worker&url`). Vite
 * bundles it into a `.js` asset: Keycloak serves theme resources by extension and sends a `.mjs`
 * file as `application/octet-stream`, which browsers refuse to run as a module worker
 * (docs/decisions.md §15). PDF.js's worker module starts listening for the page on import.
 */
import "pdfjs-dist/build/pdf.worker.min.mjs";
