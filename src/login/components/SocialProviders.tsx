import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
        <section
            id="kc-social-providers"
            aria-labelledby="kc-social-providers-title"
            className="flex flex-col gap-3"
        >
            <h2 id="kc-social-providers-title" className="text-base font-semibold text-ink">
                {heading}
            </h2>
            <ul className={cn("grid gap-2", providers.length > 3 && "sm:grid-cols-2")}>
                {providers.map(provider => (
                    <li key={provider.alias}>
                        <Button asChild variant="outline" className="w-full">
                            <a id={`social-${provider.alias}`} href={provider.loginUrl}>
                                {provider.displayName}
                            </a>
                        </Button>
                    </li>
                ))}
            </ul>
        </section>
    );
}
