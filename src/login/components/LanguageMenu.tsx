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
    /** How the menu was opened before this code arrived: `key` focuses the first language (as Radix
     * does), `pointer` the menu; `undefined` mounts it closed. */
    openedBy: "key" | "pointer" | undefined;
    /** Moves focus to the trigger on mount, because the placeholder it replaces had it. */
    focusTrigger: boolean;
};

/** The Radix dropdown behind `LanguageSwitcher` (docs/decisions.md §12); an early request opens it
 * through Radix's `open` state, no event is replayed. */
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
    // Focus the first item on an opening key ourselves: Radix does it only for keys its document
    // listener saw, which Preact attaches a frame after mount.
    const focusFirstItem = useRef(openedBy === "key");
    const contentRef = (content: HTMLDivElement | null) => {
        if (content === null || !focusFirstItem.current) return;
        focusFirstItem.current = false;
        content.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    };

    // Before paint: the placeholder that had focus is gone, and Preact runs plain effects only
    // after the next frame, so a key pressed in between would land on the page body.
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
