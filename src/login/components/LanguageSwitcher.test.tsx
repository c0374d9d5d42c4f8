import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitcher } from "./LanguageSwitcher";

const languages = [
    { languageTag: "en", label: "English", href: "/auth?kc_locale=en" },
    { languageTag: "de", label: "Deutsch", href: "/auth?kc_locale=de" }
];

describe("LanguageSwitcher (SPEC §2.2)", () => {
    it("opens from the keyboard and lists Keycloak's language links, marking the current one", async () => {
        render(
            <LanguageSwitcher
                currentLanguage={languages[0]}
                enabledLanguages={languages}
                label="Languages"
            />
        );
        const trigger = screen.getByRole("button", { name: "Languages: English" });
        expect(trigger).toHaveAttribute("aria-haspopup", "menu");
        trigger.focus();
        await userEvent.keyboard("{ArrowDown}");
        const menu = screen.getByRole("menu");
        const german = within(menu).getByRole("menuitem", { name: "Deutsch" });
        expect(german).toHaveAttribute("href", "/auth?kc_locale=de");
        expect(german).toHaveAttribute("lang", "de");
        expect(within(menu).getByRole("menuitem", { name: "English" })).toHaveAttribute(
            "aria-current",
            "true"
        );
        await userEvent.keyboard("{Escape}");
        expect(screen.queryByRole("menu")).toBeNull();
        expect(trigger).toHaveFocus();
    });
});
