// Built as a `.js` asset: Keycloak serves `.mjs` as application/octet-stream (docs/decisions.md §15).
import "pdfjs-dist/build/pdf.worker.min.mjs";
