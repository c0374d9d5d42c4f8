declare module "virtual:sample-mails" {
    import type { SampleMail, SampleMailLanguage } from "./sampleMails";
    /** Every mail in each language (`ladle/sampleMailsPlugin.mjs`). */
    const mails: Record<SampleMailLanguage, SampleMail[]>;
    export default mails;
}
