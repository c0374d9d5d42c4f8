/** The servers beside Keycloak in every set-up: the local portal server and the mail catcher. */
import { startMailCatcher, type RunningMailCatcher } from "../mail-catcher";
import { startPortalServer, type RunningPortalServer } from "../portal-server";
import { PORTS } from "./ports";

/** The portal server and the mail catcher, running. */
export type PortalAndMail = { portal: RunningPortalServer; mail: RunningMailCatcher };

/**
 * Starts the portal server on {@link PORTS}`.portal` and the mail catcher on `.smtp` and `.mailView`.
 * @param started called with each server's `close` as soon as it listens, so a caller's clean-up
 *   stops what did start when the next one fails.
 * @returns both servers.
 * @throws the listen error (for example `EADDRINUSE`) of the server that could not start.
 */
export async function startPortalAndMail(
    started: (close: () => Promise<void>) => void
): Promise<PortalAndMail> {
    const portal = await startPortalServer({ port: PORTS.portal });
    started(() => portal.close());
    const mail = await startMailCatcher({ smtpPort: PORTS.smtp, httpPort: PORTS.mailView });
    started(() => mail.close());
    return { portal, mail };
}
