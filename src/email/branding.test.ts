import { brandingFtl, MAIL_SETTINGS, mailBranding } from "./branding";

const DEFAULTS = { utilityName: "Gas Utility", logoUrl: "", brandColor: "#0067A6" };

describe("mailBranding", () => {
    it("keeps an operator's good settings, trimmed", () => {
        expect(
            mailBranding({
                utilityName: " Northwind Gas ",
                logoUrl: "https://cdn.example.com/logo.png",
                brandColor: "#a1B2c3"
            })
        ).toEqual({
            utilityName: "Northwind Gas",
            logoUrl: "https://cdn.example.com/logo.png",
            brandColor: "#a1B2c3"
        });
        expect(mailBranding({ brandColor: "#fff" }).brandColor).toBe("#fff");
    });

    it("gives the defaults when nothing is set", () => {
        expect(mailBranding({})).toEqual(DEFAULTS);
    });

    it.each([
        "http://cdn.example.com/logo.png",
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        'https://x.test/a.png" onerror="alert(1)',
        "https://x.test/a b.png",
        `https://x.test/${"a".repeat(500)}`
    ])("refuses the logo address %s", logoUrl => {
        expect(mailBranding({ logoUrl }).logoUrl).toBe("");
    });

    it.each(["red;background:url(x)", "expression(alert(1))", "red", "#12345", "#0067A6;x"])(
        "refuses the color %s",
        brandColor => {
            expect(mailBranding({ brandColor }).brandColor).toBe("#0067A6");
        }
    );

    it.each(["<img src=x onerror=alert(1)>", "Gas & Co", "${realmName}", "x".repeat(81), ""])(
        "refuses the utility name %s",
        utilityName => {
            expect(mailBranding({ utilityName }).utilityName).toBe("Gas Utility");
        }
    );
});

describe("brandingFtl", () => {
    it("checks every setting with its pattern and default in FreeMarker", () => {
        const ftl = brandingFtl();
        for (const setting of Object.values(MAIL_SETTINGS)) {
            // A quote would end FreeMarker's raw string early.
            expect(setting.pattern).not.toContain('"');
            expect(ftl).toContain(`(properties.${setting.name})`);
            expect(ftl).toContain(`?matches(r"${setting.pattern}")`);
            expect(ftl).toContain(`= "${setting.default}"></#if>`);
        }
    });
});
