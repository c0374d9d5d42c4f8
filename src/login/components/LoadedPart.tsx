import type { ReactNode } from "react";
import type { OnceLoader } from "@/lib/loadOnce";
import { useLoadedCode } from "@/lib/useLoadedCode";
import { LoadFailure } from "./LoadFailure";

/** Props of {@link LoadedPart}. */
export type LoadedPartProps<T> = {
    /** A module-level `loadOnce` of the part's code. */
    loader: OnceLoader<T>;
    /** Names the part in the log, e.g. "Footer". */
    what: string;
    /** The sentence saying the part could not be loaded, and i18n `loadRetry`. */
    labels: { failed: string; retry: string };
    /** Renders the part from its loaded code. */
    children: (code: T) => ReactNode;
    /** Render only after the first paint even when the code is in (a part below the fold). */
    afterPaint?: boolean;
    className?: string;
};

/** A part whose code loads on mount: nothing meanwhile, a retry sentence if lost (docs/decisions.md §12, §23). */
export function LoadedPart<T>({
    loader,
    what,
    labels,
    children,
    afterPaint,
    className
}: LoadedPartProps<T>) {
    const { value, failed, request } = useLoadedCode(loader, what, { onMount: true, afterPaint });
    if (value !== undefined) return <>{children(value)}</>;
    if (!failed) return <></>;
    return <LoadFailure labels={labels} onRetry={request} className={className} />;
}
