// Texts of the recovery-code set-up page (`login-recovery-authn-code-config.ftl`), kept pure for tests.

/** The downloaded file's name, as Keycloak's page names it. */
export const recoveryCodesFileName = "kc-download-recovery-codes.txt";

/** `ABCD12345678` → `ABCD-1234-5678`, as Keycloak's keycloak.v2
 * login-recovery-authn-code-config.ftl prints it (a short code keeps what it has: `ABC--`). */
export function formatRecoveryCode(code: string): string {
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** `n: ABCD-1234-5678` lines from 1, CRLF-ended, as Keycloak's `parseRecoveryCodeList` copies them. */
export function recoveryCodesText(codes: readonly string[]): string {
    return codes.map((code, index) => `${index + 1}: ${formatRecoveryCode(code)}\r\n`).join("");
}

/** Localised texts of the file, from Keycloak's `recovery-codes-download-file-*` keys. */
export type RecoveryCodesFileTexts = {
    header: string;
    description: string;
    dateLabel: string;
    /** Already formatted ({@link formatGeneratedAt}). */
    date: string;
};

/** The downloaded file as Keycloak's `buildDownloadContent` lays it out, dated with `generatedAt`
 * (when the codes were made, as the label says) rather than the click, as Keycloak does. */
export function recoveryCodesFile(codes: readonly string[], texts: RecoveryCodesFileTexts): string {
    return `${texts.header}\n\n${recoveryCodesText(codes)}\n${texts.description}\n\n${texts.dateLabel} ${texts.date}`;
}

/** `generatedAt` (epoch ms) as Keycloak's page prints it: long date, time and zone in
 * `languageTag` (unknown tags: the browser default); "" for a non-finite value. */
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

/** A `data:` URL of a UTF-8 text file (no script, no blob to free). */
export function textFileUrl(text: string): string {
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
