import { loadTranslations, translationOf } from "./loadTranslations";

describe("loadTranslations", () => {
    it("loads nothing for an English page", () => {
        expect(loadTranslations("en")).toBeUndefined();
        expect(translationOf("de", "requiredFields")).toBeUndefined();
    });

    it("gives our texts in the page's language once loaded, then loads nothing more", async () => {
        await loadTranslations("de");
        expect(translationOf("de", "requiredFields")).toBe("Pflichtfelder");
        expect(translationOf("ja", "requiredFields")).toBeUndefined();
        expect(loadTranslations("fr")).toBeUndefined();
    });
});
