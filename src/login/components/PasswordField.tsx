import { Field } from "@/components/ui/field";
import { PasswordInput } from "./PasswordInput";
import { SafeHtml } from "./SafeHtml";

/** The credentials error's id: the username field points at it too (WCAG 3.3.1). */
export const CREDENTIALS_ERROR_ID = "input-error";

/** Props of {@link PasswordField}: `error` is Keycloak's HTML; no `toggleLabel`, no toggle (the first view). */
export type PasswordFieldProps = {
    label: string;
    error?: string;
    autoFocus: boolean;
    toggleLabel?: string;
};

/** The sign-in page's password field (Keycloak's `login.ftl` posts `password`). */
export function PasswordField({ label, error, autoFocus, toggleLabel }: PasswordFieldProps) {
    return (
        <Field
            id="password"
            label={label}
            error={error && <SafeHtml as="span" html={error} />}
            errorId={CREDENTIALS_ERROR_ID}
        >
            <PasswordInput
                id="password"
                name="password"
                autoFocus={autoFocus}
                autoComplete="current-password"
                toggleLabel={toggleLabel}
            />
        </Field>
    );
}
