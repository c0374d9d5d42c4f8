/** Our English texts, the fallback for every language (docs/product.md §6.1). */
export const en = {
    utilityName: "Gas Utility",
    requiredFields: "Required fields",
    restartLogin: "Restart login",
    close: "Close",
    colorMode: "Color mode",
    colorModeLight: "Light",
    colorModeDark: "Dark",
    colorModeSystem: "System",
    customerServiceDefault: "Customer service: {0}",
    customerServicePhone: "1-800-555-0100",
    subsidiaryDefault: "{0} is a subsidiary of a parent utilities corporation.",
    copyrightDefault: "© {0} {1}. All rights reserved.",
    footerLinks: "Footer links",
    socialLinks: "Social media",
    faq: "FAQ",
    opensInNewTab: "(opens in a new tab)",
    pdfLoading: "Loading the document…",
    pdfFailed: "The document cannot be shown here.",
    pdfOpenInNewTab: "Open the PDF",
    pdfPage: "Page {0} of {1}",
    loadRetry: "Try again",
    loadFailedPage: "This page could not be loaded.",
    loadFailedLanguageMenu: "The list of languages could not be loaded.",
    loadFailedFooter: "The footer could not be loaded.",
    loadFailedDialog: "This could not be opened.",
    loadFailedForm: "The form could not be loaded.",
    totpQrCodeAlt: "QR code with your authenticator key",
    totpCopyKey: "Copy key",
    totpKeyCopied: "Key copied",
    totpCopyFailed: "Could not copy. Select the key and copy it yourself.",
    otpDeviceLegend: "Authenticator device",
    otpCodeHint: "Enter the code your authenticator app shows now.",
    // Keycloak 26's wording, missing from Keycloakify 11.16's catalog.
    emailVerifyInstruction4:
        "To verify your email address, we are about to send you email with instructions to the address {0}.",
    emailVerifyResend: "Re-send verification email",
    emailVerifySend: "Send verification email",
    recoveryCodesCopyFailed: "Could not copy. Select the codes and copy them yourself.",
    // Keycloak 26.7's, newer than Keycloakify 11.16's catalog.
    traceIdSupportMessage: "If you contact support, please provide the following trace identifier: {0}"
} as const;

/** A key of our own texts. */
export type CustomMessageKey = keyof typeof en;
