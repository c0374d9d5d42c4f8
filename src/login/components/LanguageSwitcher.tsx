import { useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from "react";
import { ChevronDown, Globe } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { loadOnce, whenLoaded } from "@/lib/loadOnce";
import { cn } from "@/lib/utils";
import type { LanguageMenuProps, LanguageMenuRequest } from "./LanguageMenu";

/** Props of {@link LanguageSwitcher}. */
export type LanguageSwitcherProps = {
    /** i18n `currentLanguage`: the language the page is in. */
    currentLanguage: { languageTag: string; label: string };
    /** i18n `enabledLanguages` (from `kcContext.locale.supported`): tag, label and Keycloak's switch URL. */
    enabledLanguages: { languageTag: string; label: string; href: string }[];
    /** Accessible name of the menu button (Keycloak's `languages`). */
    label: string;
};

/** Keys that open a WAI-ARIA menu button, as Radix's trigger handles them. */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

const triggerClassName = cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-h-11 font-medium");

/** The Radix menu, requested once on the first interaction; a failed load is retried on the next. */
const loadLanguageMenu = loadOnce(() => import("./LanguageMenu").then(module => module.LanguageMenu));

/**
 * Language menu (docs/product.md §2.2, Keycloak login template): a menu button showing the current
 * language, opening a menu of links to Keycloak's per-language URLs ({@link LanguageMenu}, Radix).
 * The Radix code stays out of the first view (docs/decisions.md §12): this renders a plain button
 * with the same name,
 * `aria-haspopup="menu"` and `aria-expanded="false"`, and loads the menu on the first focus, hover,
 * press or opening key (Enter, Space, ArrowDown). A press or key before the code arrives opens the
 * menu once it has, with focus in it, so the first try works. The caller decides whether to show it
 * (`realm.internationalizationEnabled` and more than one language). Each label carries its own
 * `lang` so screen readers pronounce it correctly.
 */
export function LanguageSwitcher({ currentLanguage, enabledLanguages, label }: LanguageSwitcherProps) {
    const [loaded, setLoaded] = useState<{
        Menu: ComponentType<LanguageMenuProps>;
        hadFocus: boolean;
    }>();
    const [request, setRequest] = useState<LanguageMenuRequest>();
    const placeholderRef = useRef<HTMLButtonElement>(null);
    const triggerLabel = `${label}: ${currentLanguage.label}`;
    const triggerContent = (
        <>
            <Globe aria-hidden="true" className="size-4" />
            <span lang={currentLanguage.languageTag}>{currentLanguage.label}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
        </>
    );

    if (loaded !== undefined) {
        const { Menu } = loaded;
        return (
            <Menu
                currentLanguage={currentLanguage}
                enabledLanguages={enabledLanguages}
                triggerLabel={triggerLabel}
                triggerClassName={triggerClassName}
                triggerContent={triggerContent}
                request={request}
                focusTrigger={loaded.hadFocus}
            />
        );
    }

    const load = () =>
        whenLoaded(loadLanguageMenu, "Language menu", Menu => {
            const hadFocus = document.activeElement === placeholderRef.current;
            setLoaded(previous => previous ?? { Menu, hadFocus });
        });
    const ask = (next: LanguageMenuRequest) => {
        setRequest(previous => previous ?? next);
        load();
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask({ kind: "key", key: event.key });
    };
    // A click without a pointer press comes from assistive technology: open as Enter would.
    const onClick = (event: MouseEvent) =>
        ask(event.detail === 0 ? { kind: "key", key: "Enter" } : { kind: "press" });

    return (
        <button
            ref={placeholderRef}
            type="button"
            aria-label={triggerLabel}
            aria-haspopup="menu"
            aria-expanded="false"
            className={triggerClassName}
            onFocus={load}
            onPointerEnter={load}
            onPointerDown={event => event.button === 0 && ask({ kind: "press" })}
            onKeyDown={onKeyDown}
            onClick={onClick}
        >
            {triggerContent}
        </button>
    );
}
