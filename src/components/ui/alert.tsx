import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Keycloak's `message.type` kinds: ink on a tint (WCAG 1.4.3), an icon per kind (1.4.1). */
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

/** Props of {@link Alert}. */
export type AlertProps = ComponentProps<"div"> & {
    variant?: AlertVariant;
    /** Default `"alert"` for errors, else `"status"` (WCAG 4.1.3); `"none"` if shown from the start. */
    role?: "alert" | "status" | "none";
};

/** A message box for `AlertTitle` and `AlertDescription`. */
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

/** The body of an {@link Alert}. */
export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
    return (
        <div
            data-slot="alert-description"
            className={cn("col-start-2 [&_p]:leading-relaxed", className)}
            {...props}
        />
    );
}
