import {
    formatGeneratedAt,
    formatRecoveryCode,
    recoveryCodesFile,
    recoveryCodesText,
    textFileUrl
} from "./recoveryCodes";

describe("recovery-code texts (Keycloak login-recovery-authn-code-config.ftl)", () => {
    it("groups a code in fours with hyphens", () => {
        expect(formatRecoveryCode("ABCD12345678")).toBe("ABCD-1234-5678");
    });

    it("numbers the codes from 1, one CRLF-terminated line each", () => {
        expect(recoveryCodesText(["ABCD12345678", "EFGH90123456"])).toBe(
            "1: ABCD-1234-5678\r\n2: EFGH-9012-3456\r\n"
        );
        expect(recoveryCodesText([])).toBe("");
    });

    it("lays the file out as Keycloak's download: header, codes, description, date", () => {
        expect(
            recoveryCodesFile(["ABCD12345678"], {
                header: "H",
                description: "D",
                dateLabel: "On",
                date: "today"
            })
        ).toBe("H\n\n1: ABCD-1234-5678\r\n\nD\n\nOn today");
    });

    it("formats generatedAt in the page's language and survives a bad tag or value", () => {
        const at = Date.UTC(2026, 10, 24, 12, 0);
        expect(formatGeneratedAt(at, "en")).toMatch(/^November 24, 2026/);
        expect(formatGeneratedAt(at, "de")).toMatch(/^24\. November 2026/);
        expect(formatGeneratedAt(at, "not a tag!")).toMatch(/2026/);
        expect(formatGeneratedAt(Number.NaN, "en")).toBe("");
    });

    it("encodes the text into a data: URL that decodes back", () => {
        const url = textFileUrl("a b\r\n#ü");
        expect(decodeURIComponent(url.slice("data:text/plain;charset=utf-8,".length))).toBe("a b\r\n#ü");
    });
});
