import type { ReactNode } from "react";
import { SubmitButton } from "./SubmitButton";

/** Props of {@link SignInButton}: `name` and `value` as Keycloak's own sign-in button posts them. */
export type SignInButtonProps = {
    isSubmitting: boolean;
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
