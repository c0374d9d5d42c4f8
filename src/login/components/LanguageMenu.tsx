import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MENU_OPENING_KEYS } from "@/lib/menuButton";

/** A language the page can switch to: tag, label in that language, Keycloak's switch URL. */
export type Language = { languageTag: string; label: string; href: string };

/** Props of {@link LanguageMenu}. */
export type LanguageMenuProps = {
    currentLanguage: { languageTag: string; label: string };
    enabledLanguages: Language[];
    /** Accessible name and class of the trigger, as on the placeholder it replaces. */
    triggerLabel: string;
    triggerClassName: string;
    triggerContent: ReactNode;
    /** How it was opened before this code loaded: `key` focuses the first language; `undefined`: closed. */
    openedBy: "key" | "pointer" | undefined;
    /** The placeholder it replaces had focus. */
    focusTrigger: boolean;
};

/** The lazy Radix dropdown of `LanguageSwitcher` (docs/decisions.md §12); opened by state, not a replayed event. */
export function LanguageMenu({
    currentLanguage,
    enabledLanguages,
    triggerLabel,
    triggerClassName,
    triggerContent,
    openedBy,
    focusTrigger
}: LanguageMenuProps) {
    const [open, setOpen] = useState(openedBy !== undefined);
    const triggerRef = useRef<HTMLButtonElement>(null);
    // Radix focuses the first item only for keys its listener saw; Preact attaches it a frame late.
    const focusFirstItem = useRef(openedBy === "key");
    const contentRef = (content: HTMLDivElement | null) => {
        if (content === null || !focusFirstItem.current) return;
        focusFirstItem.current = false;
        content.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    };

    // Before paint: a plain effect runs a frame late, and a key pressed meanwhile would hit the body.
    useLayoutEffect(() => {
        if (focusTrigger && openedBy === undefined) triggerRef.current?.focus();
    }, [focusTrigger, openedBy]);

    return (
        <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
            <DropdownMenu.Trigger
                ref={triggerRef}
                onKeyDown={event => {
                    if (!open && MENU_OPENING_KEYS.has(event.key)) focusFirstItem.current = true;
                }}
                aria-label={triggerLabel}
                className={triggerClassName}
            >
                {triggerContent}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
                <DropdownMenu.Content
                    ref={contentRef}
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
