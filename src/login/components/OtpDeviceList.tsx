import type { ReactNode } from "react";

/** Props of {@link OtpDeviceList}: `children`, one {@link OtpDeviceOption} each. */
export type OtpDeviceListProps = { legend: ReactNode; children: ReactNode };

/** The group of OTP devices on `login-otp.ftl`, named by its legend (WCAG 1.3.1). */
export function OtpDeviceList({ legend, children }: OtpDeviceListProps) {
    return (
        <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
            {children}
        </fieldset>
    );
}
