// Recovery codes as Keycloak's keycloak.v2 login-recovery-authn-code-config.ftl writes them.

/** The downloaded file's name. */
export const recoveryCodesFileName = "kc-download-recovery-codes.txt";

/** `ABCD12345678` → `ABCD-1234-5678` (a short code keeps what it has: `ABC--`). */
export function formatRecoveryCode(code: string): string {
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Numbered CRLF-ended lines, as Keycloak's `parseRecoveryCodeList` copies them. */
export function recoveryCodesText(codes: readonly string[]): string {
    return codes.map((code, index) => `${index + 1}: ${formatRecoveryCode(code)}\r\n`).join("");
}

/** Keycloak's `recovery-codes-download-file-*` texts; `date` from {@link formatGeneratedAt}. */
export type RecoveryCodesFileTexts = {
    header: string;
    description: string;
    dateLabel: string;
    date: string;
};

/** The file as Keycloak's `buildDownloadContent` lays it out, dated when the codes were made. */
export function recoveryCodesFile(codes: readonly string[], texts: RecoveryCodesFileTexts): string {
    return `${texts.header}\n\n${recoveryCodesText(codes)}\n${texts.description}\n\n${texts.dateLabel} ${texts.date}`;
}

/** `generatedAt` (epoch ms) as Keycloak's page prints it, in `languageTag`; "" when not finite. */
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

/** A `data:` URL of a UTF-8 text file: no blob to free. */
export function textFileUrl(text: string): string {
    return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}
