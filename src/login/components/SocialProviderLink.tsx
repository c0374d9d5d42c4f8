import { Button } from "@/components/ui/button";

/** Props of {@link SocialProviderLink}: one of `kcContext.social.providers`. */
export type SocialProviderLinkProps = { alias: string; displayName: string; loginUrl: string };

/** One identity provider, a link styled as a button, its name as plain text (Keycloak's `login.ftl`). */
export function SocialProviderLink({ alias, displayName, loginUrl }: SocialProviderLinkProps) {
    return (
        <li>
            <Button asChild variant="outline" className="w-full">
                <a id={`social-${alias}`} href={loginUrl}>
                    {displayName}
                </a>
            </Button>
        </li>
    );
}
