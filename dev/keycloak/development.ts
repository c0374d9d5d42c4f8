/**
 * The theme in a real Keycloak in development mode, without Docker: a counterpart of
 * Keycloakify's `start-keycloak` for machines that have a JDK and Maven but no container engine.
 * `npm run keycloak` (`cli.ts`), the real-server tests and the bench start it: the pinned
 * Keycloak distribution fetched from Maven Central once (cached in `.keycloak/`), the built theme
 * jar installed, the demo realm (`realm-utility-portal.json`) imported into an in-memory database,
 * and `kc.sh start-dev` beside the portal server and the mail catcher. Keycloak also listens for
 * HTTPS, where a browser may present a client certificate of the set-up's test CA. Ports: see
 * `ports.ts`. Theme caching stays off, as development mode has it, unless the environment turns
 * it on (`KC_SPI_THEME__CACHE_THEMES`, …: the bench and the real-server tests do).
 */
import { join } from "node:path";
import { fetchDistribution } from "./distribution";
import { keycloakEnvironment, realmAnswers } from "./keycloakNode";
import { CERTIFICATES_DIR, STACK_DIR } from "./paths";
import { PORTS, type NodeSpec } from "./ports";
import { installRealm } from "./realm";
import { SetupError } from "./setupError";
import { startKeycloakStack, type RunningStack, type StackMode, type StackOptions } from "./stack";
import { makeTestCertificates, testCertificatePaths } from "./testCertificates";
import { installTheme } from "./theme";
import { missingKeycloakTools } from "./tools";

/**
 * Makes fresh test certificates for the HTTPS listener in {@link CERTIFICATES_DIR}.
 * @throws SetupError with the tool's output when `openssl` or `keytool` fails.
 */
function makeCertificates(): void {
    try {
        makeTestCertificates(CERTIFICATES_DIR);
    } catch (error) {
        throw new SetupError(`Could not make the test certificates: ${(error as Error).message}`);
    }
}

/**
 * Environment that makes a development Keycloak cache themes and compiled templates, as a
 * production one (`kc.sh start`) does and `start-dev` does not: uncached, every request re-reads
 * and re-parses the `.ftl` files. The real-server tests and the bench set it.
 */
export const THEME_CACHES = {
    KC_SPI_THEME__CACHE_THEMES: "true",
    KC_SPI_THEME__CACHE_TEMPLATES: "true"
};

/**
 * `kc.sh start-dev` options: the in-memory database, the demo realm imported, and HTTPS beside
 * HTTP. `http-host` binds the HTTPS listener too; `request` lets a browser without a certificate in.
 */
function startDevOptions(): string[] {
    const tls = testCertificatePaths(CERTIFICATES_DIR);
    return [
        "start-dev",
        "--import-realm",
        "--db=dev-mem",
        "--http-host=127.0.0.1",
        `--http-port=${PORTS.keycloak}`,
        `--https-port=${PORTS.keycloakHttps}`,
        `--https-certificate-file=${tls.serverCert}`,
        `--https-certificate-key-file=${tls.serverKey}`,
        `--https-trust-store-file=${tls.truststore}`,
        `--https-trust-store-password=${tls.truststorePassword}`,
        "--https-client-auth=request"
    ];
}

/** The development set-up: one `start-dev` node on {@link PORTS}`.keycloak`, nothing in front. */
export const DEVELOPMENT_MODE: StackMode<NodeSpec> = {
    missingTools: missingKeycloakTools,
    ports: [{ port: PORTS.keycloakHttps, what: "Keycloak HTTPS, KEYCLOAK_HTTPS_PORT" }],
    prepare: (version, extraProviders) => {
        const home = fetchDistribution(version);
        installTheme(home, version, extraProviders);
        installRealm(home);
        makeCertificates();
        return { home, buildMs: undefined };
    },
    nodes: [{ name: "keycloak", port: PORTS.keycloak }],
    launch: (spec, home, _importRealm, timeoutMs) => ({
        spec,
        home,
        logFile: join(STACK_DIR, "keycloak.log"),
        options: startDevOptions,
        env: keycloakEnvironment(),
        ready: realmAnswers,
        timeoutMs
    }),
    defaultTimeoutMs: Number(process.env.KEYCLOAK_START_TIMEOUT_MS) || 300_000
};

/**
 * Starts the development set-up from a clean state: a fresh in-memory database with the demo realm
 * imported, the already built theme jar installed, new test certificates for Keycloak's HTTPS
 * listener ({@link CERTIFICATES_DIR}), the portal server and the mail catcher.
 * @param options `timeoutMs` to wait for the realm to answer (default 300 000 ms);
 *   `extraProviders`, more jars to put into `providers/` (another login theme to compare with).
 * @returns the running set-up once the realm answers.
 * @throws SetupError when a tool is missing, a port is taken, the download fails, the jar is not
 *   built, the certificates cannot be made or Keycloak does not come up; what had started is
 *   stopped first.
 */
export async function startDevelopmentStack(options: StackOptions = {}): Promise<RunningStack> {
    return startKeycloakStack(DEVELOPMENT_MODE, options);
}
