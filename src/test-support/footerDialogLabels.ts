import type { FooterDialogLabels } from "@/login/footer/FooterDialog";

/** The English texts of the footer dialogs, as `Footer` builds them from the message catalogue. */
export const footerDialogLabels: FooterDialogLabels = {
    close: "Close",
    pdf: {
        loading: "Loading the document…",
        failed: "The document cannot be shown here.",
        openInNewTab: "Open the PDF",
        newTab: "(opens in a new tab)",
        page: (page, total) => `Page ${page} of ${total}`
    }
};
