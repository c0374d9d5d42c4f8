import type { ClipboardEvent, ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** Props of {@link OtpCodeInput}: native input attributes except the ones it fixes, plus `digits`. */
export type OtpCodeInputProps = Omit<
    ComponentProps<"input">,
    "type" | "inputMode" | "autoComplete" | "maxLength"
> & {
    /** Code length from the realm's OTP policy (`totp.policy.digits`); omit when the page does not know it. */
    digits?: number;
};

/**
 * One native text input for a one-time code (no per-digit boxes): `autocomplete="one-time-code"` so
 * the phone or a password manager can fill it, `inputmode="numeric"` for the number pad, `maxLength`
 * from the policy, `dir="ltr"` so digits keep their order in right-to-left languages. A pasted code
 * written with spaces or dashes ("123 456") is pasted without them, so the whole code fits
 * (WCAG 2.2 3.3.8: paste and autofill work). Server-side validation stays Keycloak's.
 */
export function OtpCodeInput({ digits, onPaste, ...props }: OtpCodeInputProps) {
    return (
        <Input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={digits}
            dir="ltr"
            spellCheck={false}
            onPaste={event => {
                pasteWithoutSeparators(event, digits);
                onPaste?.(event);
            }}
            {...props}
        />
    );
}

/** Replaces the browser's paste when the text holds separators; leaves a plain code to the browser. */
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
