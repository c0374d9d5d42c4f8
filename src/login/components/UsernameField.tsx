import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { CREDENTIALS_ERROR_ID } from "./PasswordField";

/** Props of {@link UsernameField}. */
export type UsernameFieldProps = {
    /** "Username", "Email" or "Username or email", by Keycloak's rule. */
    label: string;
    /** Keycloak's `login.username`, what was posted last. */
    defaultValue: string;
    /** `username webauthn` with passkeys' conditional UI, else `username`. */
    autoComplete: string;
    /** Marked invalid and tied to the credentials error under the password field (WCAG 3.3.1). */
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
                spellCheck={false}
            />
        </Field>
    );
}
