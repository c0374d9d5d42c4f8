import { RotateCcw } from "lucide-react";
import { linkVariants } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** Props of {@link AttemptedUsername}: Keycloak's `auth.attemptedUsername`, `url.loginRestartFlowUrl`, `restartLogin`. */
export type AttemptedUsernameProps = { username: string; restartUrl: string; restartLabel: string };

/** The user being signed in and the link to start over, under the title (docs/product.md §2.2.2). */
export function AttemptedUsername({ username, restartUrl, restartLabel }: AttemptedUsernameProps) {
    return (
        <div id="kc-username" className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span id="kc-attempted-username" className="text-lg font-semibold break-all">
                {username}
            </span>
            <a
                id="reset-login"
                href={restartUrl}
                className={cn(linkVariants(), "inline-flex min-h-11 items-center gap-1")}
            >
                <RotateCcw aria-hidden="true" className="size-4" />
                {restartLabel}
            </a>
        </div>
    );
}
