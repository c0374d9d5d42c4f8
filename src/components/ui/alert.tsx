import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Keycloak's `message.type` kinds: ink on a tint (≥ 4.5:1 in both modes, WCAG 1.4.3), kind colour on
 * border and icon, icon shape per kind so colour is not the only cue (WCAG 1.4.1).
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

/** Props of {@link Alert}: `<div>` attributes, `variant` and the live-region `role`. */
export type AlertProps = ComponentProps<"div"> & {
    variant?: AlertVariant;
    /** Default `"alert"` for errors, `"status"` otherwise (WCAG 4.1.3); `"none"` for a message that is there from the start. */
    role?: "alert" | "status" | "none";
};

/** A message box with a per-kind icon (decorative) and `AlertTitle` / `AlertDescription` children. */
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

/** The bold first line of an {@link Alert}. */
export function AlertTitle({ className, ...props }: ComponentProps<"div">) {
    return (
        <div data-slot="alert-title" className={cn("col-start-2 font-semibold", className)} {...props} />
    );
}

/** The body of an {@link Alert}; may hold paragraphs and links. */
export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="alert-description"
            className={cn("col-start-2 [&_p]:leading-relaxed", className)}
            {...props}
        />
    );
}
