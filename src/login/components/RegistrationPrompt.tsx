import { linkVariants } from "@/components/ui/link";

/** Props of {@link RegistrationPrompt}: Keycloak's `noAccount`, `url.registrationUrl`, `doRegister`. */
export type RegistrationPromptProps = { prompt: string; href: string; label: string };

/** "New user? Register" under the sign-in form, as Keycloak's `login.ftl` has it. */
export function RegistrationPrompt({ prompt, href, label }: RegistrationPromptProps) {
    return (
        <p id="kc-registration">
            {prompt}{" "}
            <a href={href} className={linkVariants()}>
                {label}
            </a>
        </p>
    );
}
