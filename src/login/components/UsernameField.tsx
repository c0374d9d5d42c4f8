import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CREDENTIALS_ERROR_ID } from "./PasswordField";

/** Props of {@link UsernameField}; `invalid` ties it to the credentials error (WCAG 3.3.1). */
export type UsernameFieldProps = {
    label: string;
    defaultValue: string;
    autoComplete: string;
    invalid: boolean;
};

/** The sign-in page's username field (Keycloak's `login.ftl` posts `username`), focused first. */
export function UsernameField({ label, defaultValue, autoComplete, invalid }: UsernameFieldProps) {
    return (
        <Field
            id="username"
            label={label}
            invalid={invalid}
            describedBy={invalid ? CREDENTIALS_ERROR_ID : undefined}
        >
            <Input
                name="username"
                defaultValue={defaultValue}
                autoFocus
                autoComplete={autoComplete}
                autoCapitalize="none"
                // Preact writes `spellCheck={false}` as no attribute at all.
                spellCheck="false"
            />
        </Field>
    );
}
