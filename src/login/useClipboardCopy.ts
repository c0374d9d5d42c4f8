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
 * Copying with an announcement (WCAG 4.1.3): `copy(text)` writes to `navigator.clipboard` (no
 * inserted script, docs/security.md) and sets `announcement` to `copied`, or to `failed` when the
 * clipboard refuses; it clears after 4000 ms. The caller renders `announcement` in an element with
 * `role="status"` that is always there, so screen readers read each change.
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
