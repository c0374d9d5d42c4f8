/** Props of {@link ToolbarPlaceholder}. */
export type ToolbarPlaceholderProps = {
    /** `colorMode`: the colour-mode buttons' box; `languages`: the language menu's height only. */
    holds: "colorMode" | "languages";
};

/**
 * An empty box where the toolbar's script-only control will be, so the header does not move when
 * the app takes the first view over (docs/decisions.md §22): `ColorModeToggle`'s bordered row of
 * 44px buttons (WCAG 2.5.8), or `LanguageSwitcher`'s 44px trigger row.
 */
export function ToolbarPlaceholder({ holds }: ToolbarPlaceholderProps) {
    if (holds === "languages") return <div className="min-h-11" />;
    return (
        <div className="flex border border-transparent">
            <div className="size-11" />
        </div>
    );
}
