import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Keycloak's WebAuthn script (`useSignInPasskeys`) binds to it. */
export const WEBAUTHN_BUTTON_ID = "authenticateWebAuthnButton";

/** Keeps a script-run button's box, unseen, until the app runs it; the default pages' one too (`xkFvKcClass`). */
export const PLACEHOLDER_CLASS = "invisible";

/** Props of {@link PasskeyButton}; a `placeholder` keeps its box, invisible (the first view, no script yet). */
export type PasskeyButtonProps = { label: string; placeholder?: boolean };

/** "Sign in with a passkey" on the sign-in page, run by Keycloak's WebAuthn script (docs/decisions.md §7). */
export function PasskeyButton({ label, placeholder = false }: PasskeyButtonProps) {
    return (
        <Button
            id={WEBAUTHN_BUTTON_ID}
            variant="secondary"
            className={cn("w-full", placeholder && PLACEHOLDER_CLASS)}
        >
            {label}
        </Button>
    );
}
