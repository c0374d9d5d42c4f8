import type { FooterLinkDialogProps } from "@/login/footer/FooterLinkDialog";

/** The English texts of the footer dialogs, as `Footer` builds them from the message catalog. */
export const footerDialogLabels: FooterLinkDialogProps["labels"] = {
    close: "Close",
    failed: "This could not be opened.",
    retry: "Try again",
    pdf: {
        loading: "Loading the document…",
        failed: "The document cannot be shown here.",
        openInNewTab: "Open the PDF",
        newTab: "(opens in a new tab)",
        page: (page, total) => `Page ${page} of ${total}`
    }
};
