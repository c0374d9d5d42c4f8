import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Colours of the four message kinds (Keycloak's `message.type`: success, warning, error, info). Text
 * is ink on a tinted surface (at least 4.5:1 in both modes, WCAG 1.4.3); the border and icon carry the
 * kind's colour, and the icon shape differs per kind so colour is not the only cue (WCAG 1.4.1).
 */
export const alertVariants = cva(
    "relative grid w-full grid-cols-[1.25rem_1fr] items-start gap-x-3 gap-y-1 rounded border-l-4 px-4 py-3 text-sm text-ink",
    {
        variants: {
            variant: {
                success: "border-success bg-success-surface [&>svg]:text-success",
                warning: "border-warning bg-warning-surface [&>svg]:text-warning",
                error: "border-danger bg-danger-surface [&>svg]:text-danger",
                info: "border-info bg-info-surface [&>svg]:text-info"
            }
        },
        defaultVariants: { variant: "info" }
    }
);

const icons: Record<AlertVariant, LucideIcon> = {
    success: CircleCheck,
    warning: TriangleAlert,
    error: CircleX,
    info: Info
};

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

/** Props of {@link Alert}: native `<div>` attributes, `variant` and an optional ARIA `role`. */
export type AlertProps = ComponentProps<"div"> & {
    variant?: AlertVariant;
    /**
     * Live-region role. Defaults to `"alert"` (assertive) for errors and `"status"` (polite) otherwise
     * (WCAG 4.1.3). Pass `"none"` for a message that is part of the page from the start and should not
     * be announced as a change.
     */
    role?: "alert" | "status" | "none";
};

/**
 * A message box with a per-kind icon (hidden from assistive technology, the text says it all) and
 * `AlertTitle` / `AlertDescription` children. Text content comes from the caller.
 */
export function Alert({ className, variant = "info", role, children, ...props }: AlertProps) {
    const Icon = icons[variant];
    return (
        <div
            data-slot="alert"
            role={role ?? (variant === "error" ? "alert" : "status")}
            data-variant={variant}
            className={cn(alertVariants({ variant }), className)}
            {...props}
        >
            <Icon aria-hidden="true" className="size-5" />
            {children}
        </div>
    );
}

/** The bold first line of an {@link Alert}; sits in the column beside the icon. */
export function AlertTitle({ className, ...props }: ComponentProps<"div">) {
    return (
        <div data-slot="alert-title" className={cn("col-start-2 font-semibold", className)} {...props} />
    );
}

/** The body text of an {@link Alert}; may hold paragraphs and links. */
export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="alert-description"
            className={cn("col-start-2 [&_p]:leading-relaxed", className)}
            {...props}
        />
    );
}
