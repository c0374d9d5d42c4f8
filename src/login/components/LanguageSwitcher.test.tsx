import { StrictMode } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitcher } from "./LanguageSwitcher";

const languages = [
    { languageTag: "en", label: "English", href: "/auth?kc_locale=en" },
    { languageTag: "de", label: "Deutsch", href: "/auth?kc_locale=de" }
];

function renderSwitcher() {
    render(
        <StrictMode>
            <button type="button">Before</button>
            <LanguageSwitcher
                currentLanguage={languages[0]}
                enabledLanguages={languages}
                labels={{ menu: "Languages", failed: "Not loaded.", retry: "Try again" }}
            />
        </StrictMode>
    );
    return () => screen.getByRole("button", { name: "Languages: English" });
}

describe("LanguageSwitcher (docs/product.md §2.2)", () => {
    it("starts as a closed menu button named after the current language", () => {
        const trigger = renderSwitcher()();
        expect(trigger).toHaveAttribute("aria-haspopup", "menu");
        expect(trigger).toHaveAttribute("aria-expanded", "false");
        expect(screen.queryByRole("menu")).toBeNull();
    });

    it.each([["{ArrowDown}"], ["{Enter}"], [" "]])(
        "opens on the first %s after tabbing in, with focus on the first language",
        async key => {
            const trigger = renderSwitcher();
            screen.getByRole("button", { name: "Before" }).focus();
            await userEvent.tab();
            await userEvent.keyboard(key);
            const menu = await screen.findByRole("menu");
            const english = within(menu).getByRole("menuitem", { name: "English" });
            await vi.waitFor(() => expect(english).toHaveFocus());
            // Still open a moment later: the replayed key is not replayed again and toggled shut.
            await new Promise(resolve => setTimeout(resolve, 50));
            expect(screen.getByRole("menu")).toBeInTheDocument();
            expect(trigger()).toHaveAttribute("aria-expanded", "true");
        }
    );

    it("lists Keycloak's language links, marks the current one, and closes with Escape back to the button", async () => {
        const trigger = renderSwitcher();
        trigger().focus();
        await userEvent.keyboard("{ArrowDown}");
        const menu = await screen.findByRole("menu");
        const german = within(menu).getByRole("menuitem", { name: "Deutsch" });
        expect(german).toHaveAttribute("href", "/auth?kc_locale=de");
        expect(german).toHaveAttribute("lang", "de");
        expect(within(menu).getByRole("menuitem", { name: "English" })).toHaveAttribute(
            "aria-current",
            "true"
        );
        await vi.waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
        // Radix listens for Escape from an effect; Preact runs effects after the next frame, which
        // jsdom may leave 100 ms away.
        await new Promise(resolve => setTimeout(resolve, 150));
        await userEvent.keyboard("{Escape}");
        expect(screen.queryByRole("menu")).toBeNull();
        // Radix returns focus a task after the content unmounts.
        await vi.waitFor(() => expect(trigger()).toHaveFocus());
        expect(trigger()).toHaveAttribute("aria-expanded", "false");
    });

    it("opens on a pointer press made before the menu code has loaded", async () => {
        const trigger = renderSwitcher();
        // jsdom has no PointerEvent; a MouseEvent of that type carries `button` as Chromium's would.
        fireEvent(trigger(), new MouseEvent("pointerdown", { bubbles: true, button: 0 }));
        const menu = await screen.findByRole("menu");
        expect(within(menu).getAllByRole("menuitem")).toHaveLength(2);
    });

    it("loads the menu on hover, so the press lands on Radix's own trigger", async () => {
        const trigger = renderSwitcher();
        fireEvent.pointerEnter(trigger());
        await vi.waitFor(() => expect(trigger()).toHaveAttribute("data-state", "closed"));
        expect(screen.queryByRole("menu")).toBeNull();
        await userEvent.click(trigger());
        expect(await screen.findByRole("menu")).toBeInTheDocument();
    });

    it("keeps focus on the button when focus alone loads the menu", async () => {
        const trigger = renderSwitcher();
        trigger().focus();
        await vi.waitFor(() => expect(trigger()).toHaveAttribute("data-state", "closed"));
        expect(trigger()).toHaveFocus();
        expect(screen.queryByRole("menu")).toBeNull();
    });
});
