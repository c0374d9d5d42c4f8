import { Field } from "@/components/ui/field";
import { PasswordInput } from "./PasswordInput";
import { SafeHtml } from "./SafeHtml";

/** The credentials error's id: the username field points at it too (WCAG 3.3.1). */
export const CREDENTIALS_ERROR_ID = "input-error";

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = {
    label: string;
    /** The credentials error, HTML from Keycloak (sanitised here), shown under the field and tied to it. */
    error?: string;
    /** When the username field is not shown. */
    autoFocus: boolean;
    /** The show/hide toggle's name; without it no toggle, as in the first view, which has no script. */
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
