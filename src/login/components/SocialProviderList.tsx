import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Props of {@link SocialProviderList}: `wide` (more than three) gives two columns from 640px. */
export type SocialProviderListProps = { heading: ReactNode; wide: boolean; children: ReactNode };

/** The identity providers' section of Keycloak's `login.ftl`: a heading and a list of links. */
export function SocialProviderList({ heading, wide, children }: SocialProviderListProps) {
    return (
        <section
            id="kc-social-providers"
            aria-labelledby="kc-social-providers-title"
            className="flex flex-col gap-3"
        >
            <h2 id="kc-social-providers-title" className="text-base font-semibold text-ink">
                {heading}
            </h2>
            <ul className={cn("grid gap-2", wide && "sm:grid-cols-2")}>{children}</ul>
        </section>
    );
}
