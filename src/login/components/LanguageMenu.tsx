import { useEffect, useRef, type ReactNode } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { LanguageSwitcherProps } from "./LanguageSwitcher";

/** How the user asked for the menu before its code had loaded. */
export type LanguageMenuRequest = { kind: "key"; key: string } | { kind: "press" };

/** Props of {@link LanguageMenu}. */
export type LanguageMenuProps = Omit<LanguageSwitcherProps, "label"> & {
    /** Accessible name of the trigger, as on the placeholder it replaces. */
    triggerLabel: string;
    /** Class of the trigger, as on the placeholder it replaces. */
    triggerClassName: string;
    /** Content of the trigger (icon, current language, chevron). */
    triggerContent: ReactNode;
    /** The request made on the placeholder, replayed on mount; `undefined` when there was none. */
    request: LanguageMenuRequest | undefined;
    /** Moves focus to the trigger on mount, because the placeholder it replaces had it. */
    focusTrigger: boolean;
};

/**
 * The Radix dropdown menu behind {@link LanguageSwitcher}, loaded on the first interaction with its
 * placeholder (docs/decisions.md §12). Radix gives the WAI-ARIA menu-button keyboard model
 * (Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus to the trigger). A
 * request made before this code arrived is replayed on mount, so Radix handles it as its own: a key
 * is dispatched on the focused trigger (focus lands on the first item), a pointer press mounts the
 * menu open (focus on the menu).
 */
export function LanguageMenu({
    currentLanguage,
    enabledLanguages,
    triggerLabel,
    triggerClassName,
    triggerContent,
    request,
    focusTrigger
}: LanguageMenuProps) {
    const triggerRef = useRef<HTMLButtonElement>(null);
    const replayed = useRef(false);
    const replayedKey = request?.kind === "key" ? request.key : undefined;

    // Once only (StrictMode re-runs effects; a key replayed twice would toggle the menu shut). Runs
    // after Radix's own mount effects (children first), so its key listeners are in place.
    useEffect(() => {
        const trigger = triggerRef.current;
        if (replayed.current || trigger === null) return;
        replayed.current = true;
        if (focusTrigger || replayedKey !== undefined) trigger.focus();
        if (replayedKey === undefined) return;
        const init = { key: replayedKey, bubbles: true, cancelable: true };
        trigger.dispatchEvent(new KeyboardEvent("keydown", init));
    }, [focusTrigger, replayedKey]);

    return (
        <DropdownMenu.Root modal={false} defaultOpen={request?.kind === "press"}>
            <DropdownMenu.Trigger
                ref={triggerRef}
                aria-label={triggerLabel}
                className={triggerClassName}
            >
                {triggerContent}
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
