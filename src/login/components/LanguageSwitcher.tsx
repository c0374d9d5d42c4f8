import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { ChevronDown, Globe } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { loadOnce } from "@/lib/loadOnce";
import { MENU_OPENING_KEYS } from "@/lib/menuButton";
import { cn } from "@/lib/utils";
import { useLoadOnInteraction } from "../useLoadOnInteraction";
import type { Language } from "./LanguageMenu";

/** Props of {@link LanguageSwitcher}; `enabledLanguages` from i18n. */
export type LanguageSwitcherProps = {
    currentLanguage: { languageTag: string; label: string };
    enabledLanguages: Language[];
    /** Keycloak's `languages`. */
    label: string;
};

/** A failed load is retried on the next interaction. */
const loadLanguageMenu = loadOnce(() => import("./LanguageMenu").then(module => module.LanguageMenu));

/**
 * Language menu (docs/product.md §2.2.9). The Radix menu stays out of the first view
 * (docs/decisions.md §12): a plain button with the same name and ARIA loads it on the first focus,
 * hover, press or opening key, and an early press opens it once loaded, so the first try works.
 * Each label carries its own `lang` for correct pronunciation.
 */
export function LanguageSwitcher({ currentLanguage, enabledLanguages, label }: LanguageSwitcherProps) {
    const [Menu, load] = useLoadOnInteraction(loadLanguageMenu, "Language menu");
    const [openedBy, setOpenedBy] = useState<"key" | "pointer">();
    const [hasFocus, setHasFocus] = useState(false);
    const triggerLabel = `${label}: ${currentLanguage.label}`;
    const triggerClassName = cn(
        buttonVariants({ variant: "ghost", size: "sm" }),
        "min-h-11 font-medium"
    );
    const triggerContent = (
        <>
            <Globe aria-hidden="true" className="size-4" />
            <span lang={currentLanguage.languageTag}>{currentLanguage.label}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
        </>
    );

    if (Menu !== undefined) {
        return (
            <Menu
                currentLanguage={currentLanguage}
                enabledLanguages={enabledLanguages}
                triggerLabel={triggerLabel}
                triggerClassName={triggerClassName}
                triggerContent={triggerContent}
                openedBy={openedBy}
                focusTrigger={hasFocus}
            />
        );
    }

    const ask = (by: "key" | "pointer") => {
        setOpenedBy(previous => previous ?? by);
        load();
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (!MENU_OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask("key");
    };
    // A click without a pointer press comes from assistive technology: open as Enter would.
    const onClick = (event: MouseEvent) => ask(event.detail === 0 ? "key" : "pointer");

    return (
        <button
            type="button"
            aria-label={triggerLabel}
            aria-haspopup="menu"
            aria-expanded="false"
            className={triggerClassName}
            onFocus={() => {
                setHasFocus(true);
                load();
            }}
            onBlur={() => setHasFocus(false)}
            onPointerEnter={load}
            onPointerDown={event => event.button === 0 && ask("pointer")}
            onKeyDown={onKeyDown}
            onClick={onClick}
        >
            {triggerContent}
        </button>
    );
}
