import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { COLOR_MODES, type ColorMode } from "../colorMode";
import type { I18n } from "../i18n";

/** Props of {@link ColorModeToggle}. */
export type ColorModeToggleProps = {
    mode: ColorMode;
    onChange: (mode: ColorMode) => void;
    i18n: Pick<I18n, "msgStr">;
};

const icons: Record<ColorMode, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };
const labelKeys = { light: "colorModeLight", dark: "colorModeDark", system: "colorModeSystem" } as const;

/**
 * The color-mode control (docs/product.md §4): light, dark and system as 44×44px toggle buttons;
 * the chosen one is `aria-pressed` and filled, not told by color alone (WCAG 1.4.1, 4.1.2).
 */
export function ColorModeToggle({ mode, onChange, i18n }: ColorModeToggleProps) {
    const { msgStr } = i18n;
    return (
        <div role="group" aria-label={msgStr("colorMode")} className="flex rounded border border-line">
            {COLOR_MODES.map(option => {
                const Icon = icons[option];
                const pressed = option === mode;
                return (
                    <Button
                        key={option}
                        variant={pressed ? "default" : "ghost"}
                        size="icon"
                        aria-pressed={pressed}
                        title={msgStr(labelKeys[option])}
                        onClick={() => onChange(option)}
                    >
                        <Icon aria-hidden="true" className="size-5" />
                        <span className="sr-only">{msgStr(labelKeys[option])}</span>
                    </Button>
                );
            })}
        </div>
    );
}
