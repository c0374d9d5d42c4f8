import type { ReactNode } from "react";
import { Smartphone } from "lucide-react";

/** One OTP credential of the user (`otpLogin.userOtpCredentials[i]`). */
export type OtpCredential = { id: string; userLabel: string };

/** Props of {@link OtpDevicePicker}. */
export type OtpDevicePickerProps = {
    legend: ReactNode;
    credentials: OtpCredential[];
    /** `otpLogin.selectedCredentialId`; the first credential when Keycloak sends none. */
    selectedCredentialId?: string;
};

/**
 * The device choice on `login-otp.ftl`: native radios `selectedCredentialId` (WCAG 2.1.1, 4.1.2),
 * rows of at least 44px (WCAG 2.5.8), the chosen one outlined (WCAG 1.4.1).
 */
export function OtpDevicePicker({ legend, credentials, selectedCredentialId }: OtpDevicePickerProps) {
    const checkedId = selectedCredentialId ?? credentials[0]?.id;
    return (
        <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
            {credentials.map((credential, index) => (
                <label
                    key={credential.id}
                    htmlFor={`kc-otp-credential-${index}`}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line px-3 py-2 text-ink has-checked:border-2 has-checked:border-link has-checked:bg-info-surface has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
                >
                    <input
                        id={`kc-otp-credential-${index}`}
                        type="radio"
                        name="selectedCredentialId"
                        value={credential.id}
                        defaultChecked={credential.id === checkedId}
                        className="size-5 shrink-0 cursor-pointer accent-link focus-visible:outline-none"
                    />
                    <Smartphone aria-hidden="true" className="size-5 shrink-0" />
                    <span>{credential.userLabel}</span>
                </label>
            ))}
        </fieldset>
    );
}
