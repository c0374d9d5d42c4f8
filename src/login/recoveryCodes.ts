/*
 * The texts of the recovery-code set-up page (`login-recovery-authn-code-config.ftl`): the codes as
 * Keycloak shows them, the lines its Copy button puts on the clipboard and the file its Download
 * button saves. Pure functions, no React, so the page and its tests share them.
 */

/** File name of the downloaded codes, as Keycloak's own page names it. */
export const recoveryCodesFileName = "kc-download-recovery-codes.txt";

/**
 * A recovery code as Keycloak shows it: the first four characters, a hyphen, the next four, a
 * hyphen, the rest (`ABCD12345678` → `ABCD-1234-5678`). Keycloak's codes are 12 characters; a
 * shorter one keeps what it has (`ABC` → `ABC--`, as Keycloak's template would print it).
 * Source: Keycloak keycloak.v2 login-recovery-authn-code-config.ftl (`code[0..3]-code[4..7]-code[8..]`).
 */
export function formatRecoveryCode(code: string): string {
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * The numbered list Keycloak's page copies and downloads: one line per code, `n: ABCD-1234-5678`,
 * numbered from 1, each line ending in CRLF. Source: `parseRecoveryCodeList` in Keycloak's
 * keycloak.v2 login-recovery-authn-code-config.ftl.
 * @param codes the codes as Keycloak generated them (`generatedRecoveryAuthnCodesList`).
 */
export function recoveryCodesText(codes: readonly string[]): string {
    return codes.map((code, index) => `${index + 1}: ${formatRecoveryCode(code)}\r\n`).join("");
}

/** The localised texts around the codes in the downloaded file (Keycloak's message keys). */
export type RecoveryCodesFileTexts = {
    /** `recovery-codes-download-file-header` */
    header: string;
    /** `recovery-codes-download-file-description` */
    description: string;
    /** `recovery-codes-download-file-date` */
    dateLabel: string;
    /** When the codes were generated, already formatted for the reader ({@link formatGeneratedAt}). */
    date: string;
};

/**
 * The downloaded file's text, laid out as Keycloak's `buildDownloadContent`: the header, a blank
 * line, the numbered codes, a blank line, the description, a blank line, the date line.
 * Keycloak dates the file when the button is pressed; we date it with `generatedAt`, the moment
 * Keycloak generated the codes, which is what the date label says.
 */
export function recoveryCodesFile(codes: readonly string[], texts: RecoveryCodesFileTexts): string {
    return `${texts.header}\n\n${recoveryCodesText(codes)}\n${texts.description}\n\n${texts.dateLabel} ${texts.date}`;
}

/**
 * `generatedAt` (ms since the epoch, Keycloak's `recoveryAuthnCodesConfigBean.generatedAt`) as a
 * long date with time and time zone in the page's language, the fields Keycloak's page prints
 * (month long, day, year, hour, minute, short time-zone name). An unknown language tag falls back
 * to the browser's default; a value that is not a finite number gives "".
 * @param languageTag BCP 47 tag, e.g. `de` or `pt-BR`.
 */
export function formatGeneratedAt(generatedAt: number, languageTag: string): string {
    if (!Number.isFinite(generatedAt)) return "";
    const options: Intl.DateTimeFormatOptions = {
        month: "long",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "numeric",
        timeZoneName: "short"
    };
    try {
        return new Intl.DateTimeFormat(languageTag, options).format(generatedAt);
    } catch {
        return new Intl.DateTimeFormat(undefined, options).format(generatedAt);
    }
}

/** `text` as a `data:` URL of a UTF-8 text file, for a download link (no script, no blob to free). */
export function textFileUrl(text: string): string {
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
