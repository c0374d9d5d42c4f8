import type { ClipboardEvent, ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** Props of {@link OtpCodeInput}: native input attributes except the ones it fixes, plus `digits`. */
export type OtpCodeInputProps = Omit<
    ComponentProps<"input">,
    "type" | "inputMode" | "autoComplete" | "maxLength"
> & {
    /** From `totp.policy.digits`; omit when unknown. */
    digits?: number;
};

/**
 * One native input for a one-time code: `autocomplete="one-time-code"`, numeric pad, `dir="ltr"`;
 * a pasted "123 456" loses its separators so it fits (WCAG 2.2 3.3.8).
 */
export function OtpCodeInput({ digits, onPaste, ...props }: OtpCodeInputProps) {
    return (
        <Input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={digits}
            dir="ltr"
            // Preact writes `spellCheck={false}` as no attribute at all.
            spellCheck="false"
            onPaste={event => {
                pasteWithoutSeparators(event, digits);
                onPaste?.(event);
            }}
            {...props}
        />
    );
}

function pasteWithoutSeparators(event: ClipboardEvent<HTMLInputElement>, digits: number | undefined) {
    const pasted = event.clipboardData.getData("text");
    const code = pasted.replace(/[\s-]/g, "");
    if (code === pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    input.setRangeText(code, start, end, "end");
    if (digits !== undefined) input.value = input.value.slice(0, digits);
}
