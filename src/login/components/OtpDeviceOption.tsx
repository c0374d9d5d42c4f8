import { Smartphone } from "lucide-react";

/** Props of {@link OtpDeviceOption}: its `index` in the list, Keycloak's credential id and label. */
export type OtpDeviceOptionProps = {
    index: number | string;
    credentialId: string;
    userLabel: string;
    defaultChecked: boolean;
};

/** One OTP device: a native radio (WCAG 2.1.1, 4.1.2), a 44px row (2.5.8), outlined when chosen (1.4.1). */
export function OtpDeviceOption({
    index,
    credentialId,
    userLabel,
    defaultChecked
}: OtpDeviceOptionProps) {
    return (
        <label
            htmlFor={`kc-otp-credential-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line px-3 py-2 text-ink has-checked:border-2 has-checked:border-link has-checked:bg-info-surface has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
        >
            <input
                id={`kc-otp-credential-${index}`}
                type="radio"
                name="selectedCredentialId"
                value={credentialId}
                defaultChecked={defaultChecked}
                className="size-5 shrink-0 cursor-pointer accent-link focus-visible:outline-none"
            />
            <Smartphone aria-hidden="true" className="size-5 shrink-0" />
            <span>{userLabel}</span>
        </label>
    );
}
