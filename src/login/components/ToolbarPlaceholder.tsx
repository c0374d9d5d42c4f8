/** Props of {@link ToolbarPlaceholder}: whose box it keeps. */
export type ToolbarPlaceholderProps = { holds: "colorMode" | "languages" };

/** The first view's empty box for `ColorModeToggle` or `LanguageSwitcher`, 44px high (docs/decisions.md §22). */
export function ToolbarPlaceholder({ holds }: ToolbarPlaceholderProps) {
    if (holds === "languages") return <div className="min-h-11" />;
    return (
        <div className="flex border border-transparent">
            <div className="size-11" />
        </div>
    );
}
