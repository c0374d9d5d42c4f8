import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Globe } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Props of {@link LanguageSwitcher}. */
export type LanguageSwitcherProps = {
    /** i18n `currentLanguage`: the language the page is in. */
    currentLanguage: { languageTag: string; label: string };
    /** i18n `enabledLanguages` (from `kcContext.locale.supported`): tag, label and Keycloak's switch URL. */
    enabledLanguages: { languageTag: string; label: string; href: string }[];
    /** Accessible name of the menu button (Keycloak's `languages`). */
    label: string;
};

/**
 * Language menu (SPEC §2.2, Keycloak login template): a menu button showing the current language,
 * opening a Radix dropdown menu of links to Keycloak's per-language URLs. Radix gives the
 * WAI-ARIA menu-button keyboard model (Enter/Space/Arrow keys open, arrows move, Escape closes and
 * returns focus). The caller decides whether to show it (`realm.internationalizationEnabled` and more
 * than one language). Each label carries its own `lang` so screen readers pronounce it correctly.
 */
export function LanguageSwitcher({ currentLanguage, enabledLanguages, label }: LanguageSwitcherProps) {
    return (
        <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
                aria-label={`${label}: ${currentLanguage.label}`}
                className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "min-h-11 font-medium")}
            >
                <Globe aria-hidden="true" className="size-4" />
                <span lang={currentLanguage.languageTag}>{currentLanguage.label}</span>
                <ChevronDown aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
                <DropdownMenu.Content
                    align="end"
                    sideOffset={4}
                    className="z-50 max-h-[60dvh] min-w-44 overflow-y-auto rounded border border-line bg-surface p-1 text-ink shadow-lg"
                >
                    {enabledLanguages.map(({ languageTag, label: languageLabel, href }) => (
                        <DropdownMenu.Item key={languageTag} asChild>
                            <a
                                href={href}
                                lang={languageTag}
                                aria-current={
                                    languageTag === currentLanguage.languageTag ? "true" : undefined
                                }
                                className="flex min-h-11 items-center rounded px-3 text-ink outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:underline aria-[current=true]:font-semibold"
                            >
                                {languageLabel}
                            </a>
                        </DropdownMenu.Item>
                    ))}
                </DropdownMenu.Content>
            </DropdownMenu.Portal>
        </DropdownMenu.Root>
    );
}
