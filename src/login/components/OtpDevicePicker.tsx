import type { ReactNode } from "react";
import { OtpDeviceList } from "./OtpDeviceList";
import { OtpDeviceOption } from "./OtpDeviceOption";

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
        <OtpDeviceList legend={legend}>
            {credentials.map((credential, index) => (
                <OtpDeviceOption
                    key={credential.id}
                    index={index}
                    credentialId={credential.id}
                    userLabel={credential.userLabel}
                    defaultChecked={credential.id === checkedId}
                />
            ))}
        </OtpDeviceList>
    );
}
