import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Props of {@link PasswordInput}: native input attributes (an `id` is required) and the toggle's name. */
export type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
    id: string;
    /** Accessible name of the toggle, e.g. `msgStr("showPassword")`; it stays the same in both states. */
    toggleLabel: string;
};

/**
 * A password field with a show/hide toggle. The toggle is a real `<button type="button">` after the
 * input in the tab order (never submits, never traps focus), named by `toggleLabel`, with
 * `aria-pressed` saying whether the password is shown and `aria-controls` pointing at the input
 * (WCAG 4.1.2). Revealing only switches `type`, so the typed value, password managers and paste are
 * untouched (WCAG 2.2 3.3.8). The input leaves 44px at the end for the 44×44px toggle (WCAG 2.5.8).
 */
export function PasswordInput({ id, toggleLabel, className, ...props }: PasswordInputProps) {
    const [isRevealed, setIsRevealed] = useState(false);
    const Icon = isRevealed ? EyeOff : Eye;
    return (
        <div className="relative">
            <Input
                id={id}
                type={isRevealed ? "text" : "password"}
                className={cn("pe-12", className)}
                {...props}
            />
            <Button
                variant="ghost"
                size="icon"
                className="absolute end-0 top-0"
                aria-label={toggleLabel}
                aria-pressed={isRevealed}
                aria-controls={id}
                onClick={() => setIsRevealed(revealed => !revealed)}
            >
                <Icon aria-hidden="true" className="size-5" />
            </Button>
        </div>
    );
}
