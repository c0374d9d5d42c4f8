import type { ReactNode } from "react";
import { SocialProviderLink } from "./SocialProviderLink";
import { SocialProviderList } from "./SocialProviderList";

/** One identity provider of `kcContext.social.providers`. */
export type SocialProvider = { alias: string; displayName: string; loginUrl: string };

/** Props of {@link SocialProviders}. */
export type SocialProvidersProps = {
    heading: ReactNode;
    providers: SocialProvider[];
};

/** Identity-provider links as on Keycloak's `login.ftl`, names as plain text; nothing for an empty list. */
export function SocialProviders({ heading, providers }: SocialProvidersProps) {
    if (providers.length === 0) return null;
    return (
        <SocialProviderList heading={heading} wide={providers.length > 3}>
            {providers.map(provider => (
                <SocialProviderLink key={provider.alias} {...provider} />
            ))}
        </SocialProviderList>
    );
}
