import {
    applyColorScheme,
    COLOR_MODE_STORAGE_KEYS,
    isDarkModeDisabled,
    readColorMode,
    resolveColorScheme,
    writeColorMode
} from "./colorMode";

describe("colorMode (docs/product.md §4, docs/decisions.md §5)", () => {
    beforeEach(() => localStorage.clear());

    it("defaults to system when nothing or something invalid is stored", () => {
        expect(readColorMode()).toBe("system");
        localStorage.setItem(COLOR_MODE_STORAGE_KEYS.mode, "purple");
        expect(readColorMode()).toBe("system");
    });

    it("persists the mode and both scheme names under the utility-portal keys", () => {
        writeColorMode("dark");
        expect(localStorage.getItem("utility-portal.color-mode")).toBe("dark");
        expect(localStorage.getItem("utility-portal.light-scheme")).toBe("light");
        expect(localStorage.getItem("utility-portal.dark-scheme")).toBe("dark");
        expect(readColorMode()).toBe("dark");
    });

    it("follows the device preference only in system mode", () => {
        expect(resolveColorScheme("system", true)).toBe("dark");
        expect(resolveColorScheme("system", false)).toBe("light");
        expect(resolveColorScheme("light", true)).toBe("light");
        expect(resolveColorScheme("dark", false)).toBe("dark");
    });

    it("uses the stored scheme name for the resolved mode", () => {
        localStorage.setItem(COLOR_MODE_STORAGE_KEYS.darkScheme, "light");
        expect(resolveColorScheme("dark", false)).toBe("light");
    });

    it("keeps working when storage throws", () => {
        const broken = {
            getItem: () => {
                throw new Error("blocked");
            },
            setItem: () => {
                throw new Error("blocked");
            }
        } as unknown as Storage;
        expect(readColorMode(broken)).toBe("system");
        expect(() => writeColorMode("dark", broken)).not.toThrow();
        expect(resolveColorScheme("dark", false, broken)).toBe("dark");
    });

    it("toggles the dark class on <html>", () => {
        applyColorScheme("dark");
        expect(document.documentElement).toHaveClass("dark");
        applyColorScheme("light");
        expect(document.documentElement).not.toHaveClass("dark");
    });

    it("reads the realm's darkMode switch", () => {
        expect(isDarkModeDisabled({ darkMode: false })).toBe(true);
        expect(isDarkModeDisabled({ darkMode: true })).toBe(false);
        expect(isDarkModeDisabled({})).toBe(false);
    });
});
