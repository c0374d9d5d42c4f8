import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** Props of {@link ForgotPasswordLink}: `href` is Keycloak's `url.loginResetCredentialsUrl`. */
export type ForgotPasswordLinkProps = { href: string; label: string };

/** "Forgot Password?", at the end of the sign-in options' row. */
export function ForgotPasswordLink({ href, label }: ForgotPasswordLinkProps) {
    return (
        <a href={href} className={cn(linkVariants(), "ms-auto text-sm")}>
            {label}
        </a>
    );
}
