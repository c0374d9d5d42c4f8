import type { CDPSession, Page } from "@playwright/test";

/** A WebAuthn credential as Chromium's virtual authenticator stores it (CDP `WebAuthn.Credential`). */
export type VirtualCredential = {
    credentialId: string;
    isResidentCredential: boolean;
    rpId?: string;
    privateKey: string;
    userHandle?: string;
    signCount: number;
};

/**
 * A passkey device for one page, with no hardware: Chromium's virtual authenticator (CDP
 * `WebAuthn.addVirtualAuthenticator`) on the internal transport, as a laptop's or phone's built-in
 * authenticator is, holding resident keys (passkeys) and verifying the user. It answers every
 * ceremony at once (`automaticPresenceSimulation`), the conditional one of a username field too.
 */
export class VirtualAuthenticator {
    private constructor(
        private readonly cdp: CDPSession,
        private readonly authenticatorId: string
    ) {}

    /**
     * Plugs an authenticator into `page` (it stays through navigations of that page).
     * @param credentials passkeys to put on it, e.g. those {@link credentials} read from another.
     */
    static async attach(
        page: Page,
        credentials: VirtualCredential[] = []
    ): Promise<VirtualAuthenticator> {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("WebAuthn.enable", { enableUI: false });
        const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
            options: {
                protocol: "ctap2",
                ctap2Version: "ctap2_1",
                transport: "internal",
                hasResidentKey: true,
                hasUserVerification: true,
                isUserVerified: true,
                automaticPresenceSimulation: true
            }
        });
        const authenticator = new VirtualAuthenticator(cdp, authenticatorId);
        for (const credential of credentials) {
            await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
        }
        return authenticator;
    }

    /** The credentials the authenticator holds, private keys included. */
    async credentials(): Promise<VirtualCredential[]> {
        const { credentials } = await this.cdp.send("WebAuthn.getCredentials", {
            authenticatorId: this.authenticatorId
        });
        return credentials;
    }

    /** Unplugs the authenticator: ceremonies that follow find no device. */
    async detach(): Promise<void> {
        await this.cdp.send("WebAuthn.removeVirtualAuthenticator", {
            authenticatorId: this.authenticatorId
        });
        await this.cdp.detach();
    }
}

/**
 * Records the `mediation` of every `navigator.credentials.get` call the pages of `page` make
 * (`"conditional"` for a username field's passkey autofill, `undefined` for a button's modal
 * ceremony), across navigations, without changing what the call does.
 * @returns the list, filled as the pages call.
 */
export async function recordWebAuthnRequests(page: Page): Promise<(string | undefined)[]> {
    const mediations: (string | undefined)[] = [];
    await page.exposeBinding("__recordWebAuthnGet", (_source, mediation?: string) => {
        mediations.push(mediation);
    });
    await page.addInitScript(() => {
        const record = (window as unknown as { __recordWebAuthnGet: (m?: string) => void })
            .__recordWebAuthnGet;
        const get = navigator.credentials.get.bind(navigator.credentials);
        navigator.credentials.get = options => {
            record(options?.mediation);
            return get(options);
        };
    });
    return mediations;
}

/**
 * Makes the pages of `page` report that the browser offers no passkey autofill
 * (`PublicKeyCredential.isConditionalMediationAvailable()` resolves `false`), as many browsers do:
 * Keycloak's script then starts no conditional ceremony and the passkey button is the way in.
 */
export async function withoutConditionalMediation(page: Page): Promise<void> {
    await page.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
}
