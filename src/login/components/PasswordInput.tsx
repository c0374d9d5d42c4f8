import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Props of {@link PasswordInput}: native input attributes, an `id`, the toggle's name (none: no toggle). */
export type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
    id: string;
    toggleLabel?: string;
};

/**
 * A password field with a show/hide `<button type="button">` (`aria-pressed`, `aria-controls`, WCAG
 * 4.1.2; 44×44px, WCAG 2.5.8). Only `type` switches, so managers and paste work (WCAG 2.2 3.3.8).
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
            {toggleLabel !== undefined && (
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
            )}
        </div>
    );
}
