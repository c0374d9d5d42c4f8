import type { ReactNode } from "react";
import { SubmitButton } from "./SubmitButton";

/** Props of {@link SignInButton}. */
export type SignInButtonProps = {
    isSubmitting: boolean;
    /** `name` and `value` Keycloak's own sign-in button posts, if any. */
    name?: string;
    value?: string;
    children: ReactNode;
};

/** A sign-in page's full-width submit button, `kc-login` as in Keycloak's pages. */
export function SignInButton({ isSubmitting, name, value, children }: SignInButtonProps) {
    return (
        <SubmitButton
            id="kc-login"
            name={name}
            value={value}
            isSubmitting={isSubmitting}
            className="w-full"
        >
            {children}
        </SubmitButton>
    );
}
