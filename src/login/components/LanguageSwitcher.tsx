import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { ChevronDown, Globe } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { loadOnce } from "@/lib/loadOnce";
import { MENU_OPENING_KEYS } from "@/lib/menuButton";
import { useLoadedCode } from "@/lib/useLoadedCode";
import { cn } from "@/lib/utils";
import type { Language } from "./LanguageMenu";
import { LoadFailure } from "./LoadFailure";

/** Props of {@link LanguageSwitcher}; `enabledLanguages` from i18n. */
export type LanguageSwitcherProps = {
    currentLanguage: { languageTag: string; label: string };
    enabledLanguages: Language[];
    /** Keycloak's `languages`; i18n `loadFailedLanguageMenu` and `loadRetry`. */
    labels: { menu: string; failed: string; retry: string };
};

/** A failed load is retried on the next interaction or with the retry button. */
const loadLanguageMenu = loadOnce(() => import("./LanguageMenu").then(module => module.LanguageMenu));

/**
 * Language menu (docs/product.md §2.2.9): a plain button stands in until the lazy Radix menu loads
 * (docs/decisions.md §12); a failed load shows a retry (docs/decisions.md §23).
 */
export function LanguageSwitcher({ currentLanguage, enabledLanguages, labels }: LanguageSwitcherProps) {
    const { value: Menu, failed, preload, request } = useLoadedCode(loadLanguageMenu, "Language menu");
    const [openedBy, setOpenedBy] = useState<"key" | "pointer">();
    const [hasFocus, setHasFocus] = useState(false);
    const triggerLabel = `${labels.menu}: ${currentLanguage.label}`;
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
        request();
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (!MENU_OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask("key");
    };
    // A click without a pointer press comes from assistive technology: open as Enter would.
    const onClick = (event: MouseEvent) => ask(event.detail === 0 ? "key" : "pointer");

    const trigger = (
        <button
            type="button"
            aria-label={triggerLabel}
            aria-haspopup="menu"
            aria-expanded="false"
            className={triggerClassName}
            onFocus={() => {
                setHasFocus(true);
                preload();
            }}
            onBlur={() => setHasFocus(false)}
            onPointerEnter={preload}
            onPointerDown={event => event.button === 0 && ask("pointer")}
            onKeyDown={onKeyDown}
            onClick={onClick}
        >
            {triggerContent}
        </button>
    );
    // A fragment keeps the button where it is, so it keeps the focus when the sentence appears.
    return (
        <>
            {trigger}
            {failed && (
                <LoadFailure labels={labels} onRetry={request} className="basis-full justify-end" />
            )}
        </>
    );
}
