import { useEffect, useState } from "react";

/** In ms. */
const ANNOUNCEMENT_MS = 4000;

/** What {@link useClipboardCopy} announces. */
export type ClipboardCopyMessages = {
    copied: string;
    /** Asks the user to copy by hand. */
    failed: string;
};

/**
 * `copy(text)` writes to `navigator.clipboard` and sets `announcement` to `copied`, or `failed` when
 * refused, for 4000 ms; render it in an always-present `role="status"` element (WCAG 4.1.3).
 */
export function useClipboardCopy(messages: ClipboardCopyMessages): {
    announcement: string;
    copy: (text: string) => Promise<void>;
} {
    const [announcement, setAnnouncement] = useState("");

    useEffect(() => {
        if (announcement === "") return;
        const timer = window.setTimeout(() => setAnnouncement(""), ANNOUNCEMENT_MS);
        return () => window.clearTimeout(timer);
    }, [announcement]);

    const copy = async (text: string) => {
        try {
            await navigator.clipboard.writeText(text);
            setAnnouncement(messages.copied);
        } catch {
            setAnnouncement(messages.failed);
        }
    };

    return { announcement, copy };
}
