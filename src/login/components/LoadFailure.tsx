import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Props of {@link LoadFailure}. */
export type LoadFailureProps = {
    /** One sentence naming the part that could not be loaded (e.g. i18n `loadFailedLanguageMenu`), and i18n `loadRetry`. */
    labels: { failed: string; retry: string };
    onRetry: () => void;
    className?: string;
};

/**
 * A part of the page that could not be loaded (docs/decisions.md §23): one sentence and a retry
 * button, as an alert (WCAG 4.1.3), shown anew after each failed retry.
 */
export function LoadFailure({ labels, onRetry, className }: LoadFailureProps) {
    return (
        <div
            role="alert"
            className={cn("flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink", className)}
        >
            <p>{labels.failed}</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                {labels.retry}
            </Button>
        </div>
    );
}
